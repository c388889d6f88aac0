import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { AnswersDialog, type AnswersEditorProps } from '../cart/answers-dialog';

/**
 * The cart's answers editor (its `Editor` seam): "Modifier les réponses" opens the same
 * custom form modal as the product page, on the entry's answers. The modal and its rules
 * load when it opens (answers-editor.tsx); if they cannot, the default editor opens.
 */
export function FormAnswersEditor(props: AnswersEditorProps) {
  const [Editor, setEditor] = useState<{ C: ComponentType<AnswersEditorProps> } | null>(null);
  useEffect(() => {
    let live = true;
    import('./answers-editor').then(
      (m) => live && setEditor({ C: m.AnswersEditor }),
      () => live && setEditor({ C: AnswersDialog }),
    );
    return () => {
      live = false;
    };
  }, []);
  return Editor ? <Editor.C {...props} /> : null;
}

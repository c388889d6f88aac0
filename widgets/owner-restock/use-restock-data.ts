import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Result } from '../../src/api/errors';
import { listRestockGroups, listRestockOutbox, listRestockSignUps } from '../../src/api/restock-owner';
import type { RestockOutboxEmail, RestockSignUp, RestockSignUpGroup } from '../../src/contract/restock';

export interface RestockData {
  groups: { group: RestockSignUpGroup; signUps: RestockSignUp[] }[];
  outbox: RestockOutboxEmail[];
}

const unwrap = <T,>(r: Result<T>): T => {
  if (!r.ok) throw r.error;
  return r.value;
};

/** Every group with all its sign-ups (each list fetched page after page), and the outbox. */
export const loadRestockData = async (): Promise<RestockData> => {
  const groups = unwrap(await listRestockGroups());
  const withSignUps = await Promise.all(groups.map(async (group) => ({ group, signUps: unwrap(await listRestockSignUps(group)) })));
  return { groups: withSignUps, outbox: unwrap(await listRestockOutbox()) };
};

export const isApiError = (e: unknown): e is ApiError => typeof e === 'object' && e !== null && 'kind' in e;

/** The page's data, and `reload` after each action. */
export const useRestockData = () => {
  const [data, setData] = useState<RestockData | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const reload = useCallback(
    () =>
      loadRestockData().then(
        (d) => (setData(d), setError(null)),
        (e: unknown) => setError(isApiError(e) ? e : { kind: 'network' }),
      ),
    [],
  );
  useEffect(() => void reload(), [reload]);
  return { data, error, reload };
};

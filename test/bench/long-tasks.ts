/**
 * `npx tsx test/bench/long-tasks.ts [path] [runs]` (after a build): the main thread's
 * long tasks (over 50 ms, those that make total blocking time) of one page at 4x CPU
 * throttling, from navigation until the page has been quiet (network idle, then one
 * second), as `npm run bench` measures it. A Chromium trace of each load: for every task
 * over LONG ms (default 50), its start after navigation, its length and what ran in it
 * (script evaluated or called, by file and function; timers, idle callbacks, events;
 * style, layout, parse), so a long task can be told ours or the page's.
 * Then every task that ran our script (`/storefront.js`, `/chunks/`) over OURS ms (default 5), long or not.
 * MIN=<ms>: the shortest event listed inside a task (default 1). BLOCK=<regexp>: requests
 * refused. NETWORK=1: on the bench's slow phone network too (150 ms round trip, 1.6 Mbps
 * down). A tool for finding the cost, never a test.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium-path.mjs';
import { startServer } from '../e2e/support/server';
import { OURS as ours, type TraceEvent, blockingTime, insideTask, mainThread, tasksOf, traceLoad } from './trace';

const path = process.argv[2] || '/products/tee-classic';
const runs = Number(process.argv[3]) || 3;
const long = Number(process.env.LONG) || 50;
/** Events shorter than MIN ms (default 1) are not listed inside a task. */
const minimum = (Number(process.env.MIN) || 1) * 1000;

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** What an event inside a task did, in a few words. */
const label = (e: TraceEvent): string | null => {
  const d = e.args?.data;
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${short(d?.url)}`;
    case 'v8.evaluateModule':
      return 'evaluate module';
    case 'FunctionCall':
      return `call ${d?.functionName || '(anonymous)'} ${short(d?.url)}`;
    case 'TimerFire':
    case 'FireIdleCallback':
    case 'FireAnimationFrame':
      return e.name;
    case 'EventDispatch':
      return `event ${d?.type}`;
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.GC_MC_BACKGROUND':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'BlinkGC.AtomicPhase':
    case 'ParseAuthorStyleSheet':
    case 'HitTest':
    case 'IntersectionObserverController::computeIntersections':
    case 'v8.run':
      return e.name;
    default:
      return null;
  }
};

const main = async () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/ensure-chromium.mjs');
  const server = await startServer({ RATE_LIMIT: '0', ...(process.env.PAGES_DIR ? { PAGES_DIR: process.env.PAGES_DIR } : {}) });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (let i = 0; i < runs; i++) {
      const events = await traceLoad(browser, server.url + path, process.env.BLOCK ? new RegExp(process.env.BLOCK) : undefined, { network: !!process.env.NETWORK });
      // the renderer's main thread: where our script ran
      const onMain = mainThread(events);
      if (!onMain.length) throw new Error('no renderer main thread with our script in the trace');
      const main = onMain[0]!;
      const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? main.ts;
      const tasks = tasksOf(onMain);
      const inside = (t: TraceEvent) => insideTask(onMain, t);
      const ms = (us: number) => (us / 1000).toFixed(1);
      const describe = (t: TraceEvent) => {
        const within = inside(t);
        const mine = within.some((e) => ours.test(e.args?.data?.url || '') || e.args?.data?.stackTrace?.some((f) => ours.test(f.url)));
        console.log(`  ${ms(t.ts - navigation).padStart(7)} ms after navigation: task ${ms(t.dur!)} ms${mine ? ' (ours)' : ''}`);
        // the events of a millisecond or more, nested as they ran
        const open: TraceEvent[] = [];
        for (const e of within) {
          while (open.length && open[open.length - 1]!.ts + open[open.length - 1]!.dur! <= e.ts) open.pop();
          open.push(e);
          if (e.dur! < minimum || open.length > 6) continue;
          console.log(`      ${'  '.repeat(open.length - 1)}${ms(e.dur!).padStart(6)} ms  ${label(e) ?? e.name}`);
        }
        // performance.mark() calls made in the task (a way to split a task by hand)
        const marks = events.filter((e) => e.cat.includes('blink.user_timing') && e.pid === main.pid && e.ts >= t.ts && e.ts <= t.ts + t.dur! && e.ph !== 'X');
        if (marks.length) console.log(`      marks: ${marks.map((m) => `${m.name} +${ms(m.ts - t.ts)}`).join(', ')}`);
      };
      const longTasks = tasks.filter((t) => t.dur! > long * 1000);
      const tbt = longTasks.reduce((s, t) => s + t.dur! / 1000 - 50, 0);
      console.log(`\n${path}, load ${i + 1}: ${longTasks.length} tasks over ${long} ms (TBT ${tbt.toFixed(0)} ms; our script's part of the TBT: ${blockingTime(events).ours.toFixed(1)} ms)`);
      longTasks.forEach(describe);
      const ourTasks = tasks.filter((t) => inside(t).some((e) => ours.test(e.args?.data?.url || '')));
      const over = Number(process.env.OURS) || 5;
      console.log(`  our ${ourTasks.length} tasks, ${ms(ourTasks.reduce((s, t) => s + t.dur!, 0))} ms in all, longest ${ms(Math.max(...ourTasks.map((t) => t.dur!)))} ms; those over ${over} ms:`);
      ourTasks.filter((t) => t.dur! > over * 1000).forEach(describe);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// The asynchronous boundary lets Module Federation negotiate the shared singletons before any of them runs.
//
// The shared libraries are then evaluated one at a time, each in a task of its own, before the app itself:
// evaluated all at once (the app's first import needs them all) they made one task of over half a second on
// a cheap phone, during which the page could not answer a tap. Each stage is a module the app imports
// anyway, so nothing is fetched or run twice; a stage that fails is left to the app's own import to report.
const STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('react-router-dom'),
  () => import('@sokoni/shared-ui'),
];

/** Ends the current task: the browser handles input (and may paint) before the next stage runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function startInStages(): Promise<void> {
  for (const stage of STAGES) {
    try {
      await stage();
    } catch {
      // The app's import below fails the same way and shows it.
    }
    await nextTask();
  }
  // The app's modules run in one task, the app itself starts in the next.
  const { startApp } = await import(/* webpackChunkName: "app" */ './bootstrap');
  await nextTask();
  startApp();
}

void startInStages();

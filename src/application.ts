/**
 * The entry the boot script (src/boot.ts) imports by address. It only loads the application: as a
 * chunk loaded from here, src/main.tsx keeps the modules it shares with the pages' chunks inside it
 * (an entry chunk does not), which makes the first load a few kilobytes and a dozen small files lighter.
 */
export function startApplication(hydrationJson: string | undefined): Promise<void> {
  return import('./main').then((application) => application.startApplication(hydrationJson));
}

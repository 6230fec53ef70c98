import { lazy, type ComponentType } from 'react';

/**
 * A resource page loaded when first opened: the dashboard an administrator
 * lands on then does not wait for every list and form to be parsed.
 * react-admin's layout shows its loader meanwhile (Suspense).
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

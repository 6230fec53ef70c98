import { laptopPath, serverPath, networkPath, softwarePath, supportPath, webPath, securityPath, dataPath, invoicePath, consultingPath, hardwarePath, designPath, setupPath, cartPath, phonePath, mailPath, pinPath, clockPath, checkPath, chatPath, menuPath, closePath, userPath } from './iconPaths';
import { SvgIcon } from './SvgIcon';
/**
 * A few line icons drawn inline (no icon font, no request). Decorative: the
 * text next to them carries the meaning.
 */
const iconPaths = {
  laptop: laptopPath,
  server: serverPath,
  network: networkPath,
  software: softwarePath,
  support: supportPath,
  web: webPath,
  security: securityPath,
  data: dataPath,
  consulting: consultingPath,
  hardware: hardwarePath,
  design: designPath,
  setup: setupPath,
  cart: cartPath,
  phone: phonePath,
  mail: mailPath,
  pin: pinPath,
  clock: clockPath,
  check: checkPath,
  chat: chatPath,
  menu: menuPath,
  close: closePath,
  user: userPath,
  invoice: invoicePath,
} as const;

export type IconName = keyof typeof iconPaths;

/** Every icon the site draws, for a choice made elsewhere (a product category's icon in the back-office). */
export const iconNames = Object.keys(iconPaths) as IconName[];

/** A name read from data (product_categories.icon) when the site can draw it. */
export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(iconPaths, name);

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <SvgIcon path={iconPaths[name]} size={size} />;
}

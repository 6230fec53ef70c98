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

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <SvgIcon path={iconPaths[name]} size={size} />;
}

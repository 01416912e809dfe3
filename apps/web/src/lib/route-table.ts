/** The route table lives in the contract, where the server reads its patterns too; the page title is the web's. */
export {
  LAYOUTS,
  matchRouteMeta,
  requiresLogin,
  routeTable,
  type Access,
  type LayoutName,
  type PageName,
  type RouteMeta,
} from '@talent/contract/routes';

const SITE_TITLE = 'Borderless';

export function documentTitle(title: string): string {
  return `${title} | ${SITE_TITLE}`;
}

/**
 * The site's addresses live beside the server (its sitemap, feed and redirects read them too, and
 * the server never imports the web app); the web app reads them from there.
 */
export { isCabinetPath, landingSections, legalPages, paths, registrationPrefill, type LandingSection } from '../../../server/src/shared/site-paths';

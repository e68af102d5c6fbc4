import { RoutePlaceholder } from '../../ui/route-placeholder';

/** The contact form (/kontakt): built by a later issue; until then its title and what it will hold. */
export default function ContactPage() {
  return <RoutePlaceholder />;
}

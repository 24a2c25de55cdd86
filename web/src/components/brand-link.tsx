import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/use-document-title';

/** The product's mark and name, linking home: the public site's home or the app's. */
export function BrandLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link to={to} className={['brand', className].filter(Boolean).join(' ')}>
      <span className="brand-mark" aria-hidden="true">
        H
      </span>
      <span className="brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}

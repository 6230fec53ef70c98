import { Link } from 'react-router';
import { useCart } from '../../shared/cart/CartContext';
import { cartPath } from '../../shared/ui/layoutIconPaths';
import { SvgIcon } from '../../shared/ui/SvgIcon';
import { paths } from '../../shared/paths';
import { layoutText } from '../i18n/fr/layout';

export function CartLink() {
  const { itemCount } = useCart();
  const label = layoutText.cart(itemCount);
  return (
    <Link className="header__cart" to={paths.cart} aria-label={label}>
      <SvgIcon path={cartPath} />
      {itemCount > 0 ? (
        <span className="header__cart-count" aria-hidden="true">
          {itemCount}
        </span>
      ) : null}
    </Link>
  );
}

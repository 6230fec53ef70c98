import { ImageField, ImageInput } from 'react-admin';
import { publicObjectUrl } from '../../shared/images/imageUrl';
import { logoAddress } from '../../shared/proForma/documentLogo';
import { apiBaseUrl } from '../../shared/supabase/config';

/**
 * The stored « bucket/path » (what the server reads the logo back from to print it: decision 037) as
 * ImageInput shows it: its public URL, keeping the path to save back unchanged. A file just picked,
 * or no logo, passes as it is.
 */
function logoAsImage(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const address = logoAddress(value);
  if (!address) return null;
  return { src: publicObjectUrl(apiBaseUrl(), value), stored: value, title: address.name.split('/').pop() };
}

/** The company's logo, printed at the top of every quote, invoice and credit note. */
export function LogoInput() {
  return (
    <ImageInput
      source="logo_path"
      accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp'] }}
      format={logoAsImage}
      maxSize={5 * 1024 * 1024}
      helperText="backoffice.settings.logo_help"
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

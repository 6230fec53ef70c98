import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { MailBlock } from './mailBlocks';

/** The company details every mail's header and footer show, from public.site_settings. */
export interface MailCompany {
  company_name: string;
  address: string;
  city: string;
  country: string;
  phone_main: string;
  email_general: string;
}

export interface MailLayoutProps {
  company: MailCompany;
  heading: string;
  preview: string;
  blocks: MailBlock[];
  buttonLabel: string | undefined;
  /** A calendar invite travels with the mail: say so, since it shows as an attachment in some programs. */
  hasInvite: boolean;
}

/**
 * The site's navy (index.html theme-color) on white text in the header and buttons reads the same in
 * light and dark mode; the body's own colours are set and swapped by prefers-color-scheme for
 * programs that honour it, and left to programs that invert colours themselves.
 */
const brand = '#0b3d6e';
const darkModeStyle = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-body, .mail-card { background-color: #121212 !important; color: #e8e8e8 !important; }
    .mail-text, .mail-field { color: #e8e8e8 !important; }
    .mail-muted { color: #b0b0b0 !important; }
    .mail-code { background-color: #1f2a36 !important; color: #ffffff !important; }
  }
`;

const styles = {
  body: { backgroundColor: '#f3f5f8', color: '#1a1a1a', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '16px 0' },
  card: { backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', borderRadius: '8px', overflow: 'hidden' },
  header: { backgroundColor: brand, padding: '16px 24px' },
  companyName: { color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px 16px' },
  heading: { color: brand, fontSize: '22px', lineHeight: '28px', margin: '16px 0' },
  text: { color: '#1a1a1a', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  field: { color: '#1a1a1a', fontSize: '15px', lineHeight: '22px', padding: '2px 12px 2px 0', verticalAlign: 'top' as const },
  button: {
    backgroundColor: brand,
    color: '#ffffff',
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 24px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  code: {
    backgroundColor: '#eef2f7',
    color: brand,
    fontFamily: 'Courier New, monospace',
    fontSize: '28px',
    fontWeight: 700,
    letterSpacing: '6px',
    padding: '12px 16px',
    textAlign: 'center' as const,
    borderRadius: '6px',
  },
  quote: { borderLeft: '3px solid #c5ccd6', color: '#555555', fontSize: '15px', lineHeight: '22px', margin: '0 0 16px', padding: '0 0 0 12px' },
  footer: { color: '#555555', fontSize: '13px', lineHeight: '20px', margin: 0, padding: '0 24px 16px' },
};

/** Lines of one paragraph or quote, each after a line break. */
function BrokenLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

function MailBlockView({ block, buttonLabel }: { block: MailBlock; buttonLabel: string | undefined }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text className="mail-text" style={styles.text}>
          <BrokenLines lines={block.lines} />
        </Text>
      );
    case 'fields':
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px' }}>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <td className="mail-field" style={{ ...styles.field, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {row.label}
                </td>
                <td className="mail-field" style={styles.field}>
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 20px' }}>
          <Button href={block.url} style={styles.button}>
            {buttonLabel ?? block.label ?? 'Ouvrir le lien'}
          </Button>
          <Text className="mail-muted" style={{ ...styles.footer, padding: '8px 0 0', wordBreak: 'break-all' }}>
            Si le bouton ne s’ouvre pas, copiez ce lien dans votre navigateur : {block.url}
          </Text>
        </Section>
      );
    case 'quote':
      return (
        <Text className="mail-muted" style={styles.quote}>
          <BrokenLines lines={block.lines} />
        </Text>
      );
    case 'code':
      return (
        <Text className="mail-code" style={styles.code}>
          {block.code}
        </Text>
      );
  }
}

/** One mail in the company's colours: header with its name, the blocks of the text, footer with its details. */
export function MailLayout({ company, heading, preview, blocks, buttonLabel, hasInvite }: MailLayoutProps) {
  const place = [company.address, company.city, company.country].filter(Boolean).join(', ');
  return (
    <Html lang="fr" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeStyle}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-body" style={styles.body}>
        <Container className="mail-card" style={styles.card}>
          <Section style={styles.header}>
            <Text style={styles.companyName}>{company.company_name}</Text>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {blocks.map((block, index) => (
              <MailBlockView key={index} block={block} buttonLabel={buttonLabel} />
            ))}
            {hasInvite && (
              <Text className="mail-muted" style={{ ...styles.text, color: '#555555', fontSize: '14px' }}>
                L’invitation pour votre agenda est jointe à ce message : ouvrez-la pour l’y ajouter.
              </Text>
            )}
          </Section>
          <Hr style={{ borderColor: '#d9dee5', margin: '0 24px 16px' }} />
          <Text className="mail-muted" style={styles.footer}>
            <strong>{company.company_name}</strong>
            {place && (
              <>
                <br />
                {place}
              </>
            )}
            {company.phone_main && (
              <>
                <br />
                {`Tél. : ${company.phone_main}`}
              </>
            )}
            {company.email_general && (
              <>
                <br />
                {company.email_general}
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

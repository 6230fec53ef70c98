import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15: every French text of the public site comes from its catalogue
 * (src/public-site/i18n/fr/), so that a second language stays possible. This
 * test reads the site's sources and lists the texts written anywhere else.
 */
const siteRoot = join(__dirname, '..');
const catalogueDir = join(siteRoot, 'i18n');

/** Names a translation would keep as they are, and HTTP status texts no visitor sees. */
const untranslated = new Set(['OIT', 'Ouaga IT Services', 'Facebook', 'LinkedIn', 'WhatsApp', '404', 'Not Found', 'Service Unavailable', 'Internal Server Error']);

/** Attributes a visitor reads or hears. */
const readAttributes = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/** Properties whose text a visitor reads (navigation entries, breadcrumbs, cards). */
const readProperties = new Set(['label', 'name', 'title', 'description', 'text', 'intro']);

/**
 * A string that reads as French prose: an accented letter or typographic apostrophe,
 * a capitalised word followed by another word, or two common French words.
 */
function looksFrench(text: string): boolean {
  if (/[À-ÿ’«»]/.test(text)) return true;
  if (/^[A-Z][a-z]+[ ,]+[A-Za-z0-9]/.test(text)) return true;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const common = new Set(['le', 'la', 'les', 'de', 'des', 'du', 'un', 'une', 'vous', 'votre', 'vos', 'et', 'nous', 'pour', 'sur', 'en', 'au', 'aux', 'est', 'pas']);
  return words.filter((word) => common.has(word)).length >= 2;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === catalogueDir ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Texts of one file that a visitor would read and that are not from the catalogue. */
function textsOutsideCatalogue(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed && !untranslated.has(trimmed)) found.push(trimmed);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // Errors thrown for the code that catches them, never shown as they are.
    if (ts.isNewExpression(node) && node.expression.getText(file) === 'Error') return;
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node.text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(file);
      if (readAttributes.has(name) || looksFrench(node.initializer.text)) report(node.initializer.text);
      return;
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(file)) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const value = node.initializer.expression;
      if (value && ts.isTemplateExpression(value) && /\p{L}/u.test(value.head.text + value.templateSpans.map((span) => span.literal.text).join(''))) {
        report(value.getText(file));
        return;
      }
    } else if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer) && readProperties.has(node.name.getText(file))) {
      if (/^\p{Lu}/u.test(node.initializer.text)) report(node.initializer.text);
      return;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (looksFrench(node.text)) report(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
      if (looksFrench(parts)) report(parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('public site texts', () => {
  it('finds prose written in a component (the check itself)', () => {
    const component = `export const A = () => <p title="Ouvrir le menu" aria-label={\`Page \${page}\`}>Votre panier est vide<b>{count}</b> articles</p>;
      const label = 'Mot de passe oublié ?';
      const guarantee = 'Garantie 2 ans avec support inclus';
      const crumb = { name: 'Accueil', path: '/' };
      const className = 'button button--primary';
      const failure = new Error('Réponse inattendue');`;
    expect(textsOutsideCatalogue('A.tsx', component)).toEqual(['Ouvrir le menu', '`Page ${page}`', 'Votre panier est vide', 'articles', 'Mot de passe oublié ?', 'Garantie 2 ans avec support inclus', 'Accueil']);
  });

  it('are all in the catalogue', () => {
    const offenders = sourceFiles(siteRoot).flatMap((path) =>
      textsOutsideCatalogue(path, readFileSync(path, 'utf8')).map((text) => `${relative(siteRoot, path)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});

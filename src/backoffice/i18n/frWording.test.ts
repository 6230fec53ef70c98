import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options) as string;

describe('the back-office’s French', () => {
  it('titles the create pages as one would say them', () => {
    expect(translate('resources.products.page.create')).toBe('Nouveau produit');
    expect(translate('resources.blog_posts.page.create')).toBe('Nouvel article');
    expect(translate('resources.quotes.page.create')).toBe('Nouveau devis');
  });

  it('asks for images without « uploader », and keeps every resource’s field labels', () => {
    expect(translate('ra.input.image.upload_several')).toBe('Glissez vos images ici, ou cliquez pour les choisir.');
    expect(translate('ra.action.edit')).toBe('Modifier');
    expect(translate('resources.orders.fields.delivery_address')).toBe('Adresse de livraison');
    expect(translate('resources.orders.empty')).toBe('Aucune commande pour le moment.');
  });

  it('names what a deletion removes, with its article', () => {
    expect(translate('ra.message.delete_title', { name: translate('resources.orders.forcedCaseName'), recordRepresentation: 'n° 1024' })).toBe(
      'Supprimer la commande n° 1024 ?',
    );
  });
});

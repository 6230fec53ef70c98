-- Reference and sample content loaded once, on a database's first start.
-- The company details are obviously fake placeholders (numbers, e-mails) to replace in
-- /admin/settings; the three catalogue products are those of the prototype, with images
-- shipped under public/images/products/ (an 800×600 image and a 400-wide variant each).

insert into public.site_settings (
  id, company_name, address, city, country, phone_main, phone_support, email_general, email_support,
  whatsapp_number, facebook_url, linkedin_url, tax_rate, notification_email
) values (
  1,
  'Ouaga IT Services',
  'Zone du bois, Secteur 8',
  'Ouagadougou',
  'Burkina Faso',
  '+226 25 00 00 00',
  '+226 25 00 00 01',
  'contact@example.bf',
  'support@example.bf',
  '22670000000',
  'https://www.facebook.com/',
  'https://www.linkedin.com/',
  18,
  'notifications@example.bf'
)
-- The migrations create the row with its defaults (20261126200200): the seed, loaded once on a
-- database's first start, writes the company details over them.
on conflict (id) do update set
  company_name = excluded.company_name, address = excluded.address, city = excluded.city, country = excluded.country,
  phone_main = excluded.phone_main, phone_support = excluded.phone_support, email_general = excluded.email_general,
  email_support = excluded.email_support, whatsapp_number = excluded.whatsapp_number, facebook_url = excluded.facebook_url,
  linkedin_url = excluded.linkedin_url, tax_rate = excluded.tax_rate, notification_email = excluded.notification_email;

insert into public.products (name, slug, description, price, category, images, specs, features, in_stock, published)
values
(
  'MacBook Pro 14 pouces (puce M3)',
  'macbook-pro-14-m3',
  'L''ordinateur portable des professionnels exigeants : puce Apple M3, écran Liquid Retina XDR et une autonomie qui tient toute une journée de travail. Livré configuré, avec vos comptes et vos logiciels, et suivi par notre équipe spécialiste des environnements Apple.',
  650000,
  'laptops',
  array[
    '/images/products/macbook-pro-1.webp',
    '/images/products/macbook-pro-2.webp',
    '/images/products/macbook-pro-3.webp',
    '/images/products/macbook-pro-4.webp',
    '/images/products/macbook-pro-5.webp'
  ],
  '[
    { "label": "Processeur", "value": "Apple M3, CPU 8 cœurs" },
    { "label": "Mémoire", "value": "16 Go de mémoire unifiée" },
    { "label": "Stockage", "value": "SSD de 512 Go" },
    { "label": "Écran", "value": "Liquid Retina XDR 14,2 pouces (3024 × 1964)" },
    { "label": "Graphisme", "value": "GPU 10 cœurs" },
    { "label": "Autonomie", "value": "Jusqu''à 22 heures" }
  ]'::jsonb,
  array[
    'Configuration et migration de vos données offertes',
    'Garantie 2 ans, pièces et main-d''œuvre',
    'Clavier AZERTY français rétroéclairé',
    'Trois ports Thunderbolt, HDMI et lecteur SD',
    'Assistance Apple par notre équipe à Ouagadougou'
  ],
  true,
  true
),
(
  'Serveur rack Dell PowerEdge R660',
  'serveur-dell-poweredge-r660',
  'Un serveur 1U fiable pour héberger vos applications, vos fichiers et vos sauvegardes. Installé dans vos locaux, configuré et surveillé par nos techniciens, avec un contrat de maintenance adapté à votre activité.',
  1250000,
  'servers',
  array[
    '/images/products/server-1.webp',
    '/images/products/server-2.webp',
    '/images/products/server-3.webp',
    '/images/products/server-4.webp',
    '/images/products/server-5.webp'
  ],
  '[
    { "label": "Processeur", "value": "Intel Xeon Silver 4410Y, 12 cœurs" },
    { "label": "Mémoire", "value": "64 Go DDR5 ECC (extensible à 1 To)" },
    { "label": "Stockage", "value": "2 × SSD 960 Go en RAID 1" },
    { "label": "Format", "value": "Rack 1U" },
    { "label": "Réseau", "value": "2 ports 10 GbE" },
    { "label": "Alimentation", "value": "Double alimentation redondante 800 W" }
  ]'::jsonb,
  array[
    'Installation et mise en rack sur site',
    'Sauvegardes automatiques configurées',
    'Supervision à distance',
    'Garantie 2 ans, intervention sur site',
    'Compatible onduleur et groupe électrogène'
  ],
  true,
  true
),
(
  'Borne Wi-Fi 6 professionnelle Ubiquiti U6 Pro',
  'borne-wifi-6-ubiquiti-u6-pro',
  'Un Wi-Fi rapide et stable dans tout votre bureau : borne Wi-Fi 6 pour plafond, alimentée par le câble réseau, gérée depuis une seule console. Étude de couverture et installation comprises.',
  300000,
  'networking',
  array[
    '/images/products/wifi-1.webp',
    '/images/products/wifi-2.webp',
    '/images/products/wifi-3.webp',
    '/images/products/wifi-4.webp',
    '/images/products/wifi-5.webp'
  ],
  '[
    { "label": "Norme", "value": "Wi-Fi 6 (802.11ax), double bande" },
    { "label": "Débit", "value": "Jusqu''à 5,3 Gbit/s" },
    { "label": "Utilisateurs", "value": "Plus de 300 appareils connectés" },
    { "label": "Alimentation", "value": "PoE (câble réseau)" },
    { "label": "Portée", "value": "Environ 140 m² par borne" }
  ]'::jsonb,
  array[
    'Étude de couverture de vos locaux',
    'Réseau invité séparé et sécurisé',
    'Gestion centralisée de toutes les bornes',
    'Installation au plafond comprise'
  ],
  true,
  true
)
on conflict (slug) do nothing;

insert into public.blog_posts (title, slug, excerpt, content, image_url, author_id, published_at)
values (
  'Cinq gestes pour protéger les données de votre entreprise',
  'cinq-gestes-pour-proteger-vos-donnees',
  'Sauvegardes, mots de passe, mises à jour : les bonnes habitudes qui évitent la plupart des pertes de données.',
  '## Pourquoi s''en soucier ?

Une panne de disque, un vol d''ordinateur ou un rançongiciel peuvent arrêter une entreprise pendant des jours. La plupart de ces pertes s''évitent avec quelques habitudes simples.

## 1. Sauvegardez, et vérifiez vos sauvegardes

Gardez trois copies de vos données, sur deux supports différents, dont une hors de vos locaux. Testez une restauration chaque trimestre.

## 2. Des mots de passe uniques

Un gestionnaire de mots de passe et la double authentification sur la messagerie suffisent à bloquer la majorité des intrusions.

## 3. Mettez à jour

Les mises à jour de macOS, de Windows et de vos logiciels corrigent des failles connues : installez-les sans attendre.

## 4. Protégez l''alimentation

Un onduleur protège vos serveurs et vos disques des coupures et des surtensions.

## 5. Formez vos équipes

Un courriel douteux reconnu à temps vaut mieux que le meilleur antivirus.

Besoin d''un audit ? [Prenez rendez-vous](/appointment) avec notre équipe.',
  '/images/blog/securite-donnees.webp',
  null,
  now()
)
on conflict (slug) do nothing;

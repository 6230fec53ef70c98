import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../fixtures/products';
import { delivery, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

const officeAddress = 'alertes@ouaga-it.example.bf';

/**
 * Issue 52, what decision 073 left (decision 075): an intervention booked from a request, serial numbers typed
 * at delivery, « Préparer un devis » in one call.
 */
describe('the support desk, from a request to work done', () => {
  let t: TestServer;
  let staff: SignedInUser;
  let awa: SignedInUser;
  let moussa: SignedInUser;
  const nextSlot = slotAllocator(4);

  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [officeAddress]);
    staff = await signUpAdmin(t, 'Issa Technicien');
    awa = await signUpUser(t, 'Awa Cliente');
    moussa = await signUpUser(t, 'Moussa Autre');
  });
  afterAll(() => t?.close());

  const open = async (who: SignedInUser, fields: Record<string, unknown> = {}) => {
    const { data, error } = await who.client
      .from('support_requests')
      .insert({ profile_id: who.id, subject: 'Le Wi-Fi ne marche plus', description: 'Plus aucun poste ne se connecte.', ...fields })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data as { id: string; number: string; status: string };
  };

  const book = (who: SignedInUser, request: string, fields: Record<string, unknown> = {}) => {
    const slot = nextSlot();
    return who.client.rpc('book_support_intervention', { request, day: slot.date, start: slot.time, place: 'shop', ...fields });
  };

  describe('an intervention booked from a request', () => {
    it('books the customer’s confirmed appointment, ties it to the request and tells the customer, not the office', async () => {
      const request = await open(awa);
      const slot = nextSlot();
      const officeMailsBefore = (await mailsTo(t, officeAddress)).length;
      const booked = await staff.client.rpc('book_support_intervention', {
        request: request.id, day: slot.date, start: slot.time, place: 'on_site', address: 'Ouaga 2000, villa 12', notes: 'Apporter une borne de remplacement.',
      });
      expect(booked.error).toBeNull();
      const appointment = booked.data as { id: string; status: string; profile_id: string; email: string; service: string; place: string; place_address: string; notes: string };
      expect(appointment).toMatchObject({ status: 'confirmed', profile_id: awa.id, email: awa.email, service: 'it-support', place: 'on_site', place_address: 'Ouaga 2000, villa 12' });
      expect(appointment.notes).toBe(`Demande ${request.number} : Le Wi-Fi ne marche plus\nApporter une borne de remplacement.`);

      // The customer reads it on their request; a request in hand is « En cours ».
      const seen = await awa.client.from('support_requests').select('status, appointments(date, time, status, place, place_address)').eq('id', request.id).single();
      expect(seen.data).toEqual({
        status: 'in_progress',
        appointments: { date: slot.date, time: `${slot.time}:00`, status: 'confirmed', place: 'on_site', place_address: 'Ouaga 2000, villa 12' },
      });

      const confirmation = await latestMailTo(t, awa.email, /^Rendez-vous du .* : confirmé$/);
      expect(confirmation.text).toContain('Bonjour Awa Cliente,');
      expect(confirmation.text).toContain('notre technicien se rendra à l’adresse ci-dessous');
      expect(confirmation.text).toContain('Lieu : Sur site, Ouaga 2000, villa 12');
      expect(confirmation.calendar?.method).toBe('REQUEST');
      expect((await mailsTo(t, awa.email)).filter((mail) => /demande de rendez-vous/i.test(mail.subject))).toEqual([]);
      expect((await mailsTo(t, officeAddress)).length).toBe(officeMailsBefore);
    });

    it('says where it happens when the office moves it, as its confirmation did', async () => {
      const request = await open(awa);
      const booked = await book(staff, request.id, { place: 'on_site', address: 'Tampouy, rue 22.14' });
      expect(booked.error).toBeNull();
      const appointment = booked.data as { id: string };
      const later = nextSlot();
      const moved = await staff.client.from('appointments').update({ date: later.date, time: later.time }).eq('id', appointment.id);
      expect(moved.error).toBeNull();
      const movedMail = await latestMailTo(t, awa.email, /^Rendez-vous déplacé au /);
      expect(movedMail.text).toContain('Lieu : Sur site, Tampouy, rue 22.14');
    });

    it('keeps the appointment to its customer: another customer sees neither it nor the request, anonymous nothing', async () => {
      const request = await open(awa);
      const booked = await book(staff, request.id);
      expect(booked.error).toBeNull();
      const appointmentId = (booked.data as { id: string }).id;

      const own = await awa.client.from('appointments').select('id').eq('id', appointmentId);
      expect(own.data).toEqual([{ id: appointmentId }]);
      expect((await moussa.client.from('appointments').select('id').eq('id', appointmentId)).data).toEqual([]);
      expect((await moussa.client.from('support_requests').select('id, appointments(id)').eq('id', request.id)).data).toEqual([]);
      expect((await t.client().from('appointments').select('id').eq('id', appointmentId)).data ?? []).toEqual([]);
      // Another customer's request has no intervention to show for this one.
      const moussaRequest = await open(moussa);
      const theirs = await moussa.client.from('support_requests').select('appointments(id)').eq('id', moussaRequest.id).single();
      expect(theirs.data).toEqual({ appointments: null });
    });

    it('is staff’s to book: a customer, even for their own request, is refused, and cannot tie an appointment either', async () => {
      const request = await open(awa);
      const byCustomer = await book(awa, request.id);
      expect(byCustomer.error).toMatchObject({ code: '42501', message: "Réservé à l'équipe de l'entreprise." });
      const slot = nextSlot();
      const anonymous = await t.client().rpc('book_support_intervention', { request: request.id, day: slot.date, start: slot.time, place: 'shop' });
      expect(anonymous.error?.code).toBe('42501');
      const ownSlot = nextSlot();
      const own = await awa.client.from('appointments').insert({ service: 'it-support', full_name: 'Awa', email: awa.email, date: ownSlot.date, time: ownSlot.time }).select('id').single();
      expect(own.error).toBeNull();
      const tie = await awa.client.from('support_requests').update({ appointment_id: own.data!.id }).eq('id', request.id).select();
      expect(tie.error?.code).toBe('42501');
    });

    it('keeps the appointment rules: a closed day, a taken slot, a missing address, a second open intervention', async () => {
      const request = await open(awa);
      const sunday = nextSlot();
      const sundayDate = new Date(`${sunday.date}T00:00:00Z`);
      sundayDate.setUTCDate(sundayDate.getUTCDate() + ((7 - sundayDate.getUTCDay()) % 7));
      const closed = await staff.client.rpc('book_support_intervention', { request: request.id, day: sundayDate.toISOString().slice(0, 10), start: '09:00', place: 'shop' });
      expect(closed.error).toMatchObject({ code: 'P0001', hint: 'field:date' });
      expect(closed.error?.message).toMatch(/^Nous sommes fermés le dimanche/);

      const taken = nextSlot();
      expect((await t.client().from('appointments').insert({ service: 'training', full_name: 'Visiteur', email: 'visiteur@example.com', date: taken.date, time: taken.time })).error).toBeNull();
      const clash = await staff.client.rpc('book_support_intervention', { request: request.id, day: taken.date, start: taken.time, place: 'shop' });
      expect(clash.error).toMatchObject({ code: '23505', message: 'Ce créneau vient d\'être réservé : veuillez en choisir un autre.' });

      const noAddress = await book(staff, request.id, { place: 'on_site', address: '  ' });
      expect(noAddress.error).toMatchObject({ code: 'P0001', hint: 'field:address', message: "Indiquez l'adresse où notre technicien doit se rendre." });

      // Nothing was tied by the refused attempts.
      expect((await staff.client.from('support_requests').select('appointment_id').eq('id', request.id).single()).data).toEqual({ appointment_id: null });

      const first = await book(staff, request.id);
      expect(first.error).toBeNull();
      const second = await book(staff, request.id);
      expect(second.error?.code).toBe('P0001');
      expect(second.error?.message).toMatch(/^Cette demande a déjà une intervention prévue le .* : déplacez-la ou annulez-la depuis sa page\.$/);
      // Once that one is cancelled, another may be booked, and the request shows the new one.
      expect((await staff.client.from('appointments').update({ status: 'cancelled' }).eq('id', (first.data as { id: string }).id)).error).toBeNull();
      const again = await book(staff, request.id);
      expect(again.error).toBeNull();
      expect((await staff.client.from('support_requests').select('appointment_id').eq('id', request.id).single()).data).toEqual({ appointment_id: (again.data as { id: string }).id });
    });

    it('texts the confirmation when the customer chose WhatsApp on the request and has a phone', async () => {
      const phone = uniquePhone();
      await t.server.ctx.db.query('update public.profiles set phone = $1 where id = $2', [phone, moussa.id]);
      const request = await open(moussa, { preferred_channel: 'whatsapp' });
      const booked = await book(staff, request.id);
      expect(booked.error).toBeNull();
      const texts = await smsTo(t, phone);
      expect(texts.map((text) => [text.kind, text.channel])).toEqual([['sms_appointment_confirmed', 'whatsapp']]);
      expect(texts[0]!.text).toMatch(/RDV confirmé le /);
    });

    it('refuses a closed request', async () => {
      const request = await open(awa);
      await staff.client.from('support_requests').update({ status: 'closed' }).eq('id', request.id);
      const refused = await book(staff, request.id);
      expect(refused.error).toMatchObject({ code: 'P0001', message: 'Cette demande est close : le client doit en ouvrir une nouvelle.' });
    });
  });

  describe('« Préparer un devis » in one call', () => {
    beforeAll(async () => {
      await t.server.ctx.db.query('update public.profiles set phone = $1 where id = $2', ['+226 70 11 22 33', awa.id]);
    });

    const quotesOf = async (profileId: string) =>
      Number((await t.server.ctx.db.query<{ count: string }>('select count(*) from public.quotes where profile_id = $1', [profileId])).rows[0]!.count);

    it('starts the draft for the request’s customer and ties it; a second call gives the same quote back', async () => {
      const request = await open(awa, { subject: 'Remplacer le switch du bureau' });
      const started = await staff.client.rpc('start_quote_for_support_request', { request: request.id });
      expect(started.error).toBeNull();
      const quote = started.data as { id: string; started: boolean };
      expect(quote.started).toBe(true);
      expect((await staff.client.from('support_requests').select('quote_id').eq('id', request.id).single()).data).toEqual({ quote_id: quote.id });
      const { data: draft } = await staff.client.from('quotes').select('profile_id, message, services, project_type').eq('id', quote.id).single();
      expect(draft).toEqual({ profile_id: awa.id, message: 'Remplacer le switch du bureau', services: ['maintenance'], project_type: 'other' });

      const before = await quotesOf(awa.id);
      const again = await staff.client.rpc('start_quote_for_support_request', { request: request.id });
      expect(again.data).toEqual({ id: quote.id, started: false });
      expect(await quotesOf(awa.id)).toBe(before);
    });

    it('leaves no draft behind when the request cannot be tied (one transaction)', async () => {
      const request = await open(awa, { subject: 'Onduleur qui bipe' });
      const before = await quotesOf(awa.id);
      // The link refused after the quote is written: the whole call is undone.
      const db = t.server.ctx.db;
      await db.query(`create function private.test_refuse_quote_link() returns trigger language plpgsql as $$
                      begin raise exception 'lien refusé pour le test'; end; $$`);
      await db.query(`create trigger refuse_quote_link before update of quote_id on public.support_requests
                      for each row when (new.quote_id is not null) execute function private.test_refuse_quote_link()`);
      try {
        const failed = await staff.client.rpc('start_quote_for_support_request', { request: request.id });
        expect(failed.error?.message).toBe('lien refusé pour le test');
      } finally {
        await db.query('drop trigger refuse_quote_link on public.support_requests');
        await db.query('drop function private.test_refuse_quote_link()');
      }
      expect(await quotesOf(awa.id)).toBe(before);
      expect((await staff.client.from('support_requests').select('quote_id').eq('id', request.id).single()).data).toEqual({ quote_id: null });
    });

    it('is refused to a customer, and in French for a customer without a phone', async () => {
      const request = await open(awa);
      const byCustomer = await awa.client.rpc('start_quote_for_support_request', { request: request.id });
      expect(byCustomer.error?.code).toBe('42501');
      const phoneless = await open(moussa);
      await t.server.ctx.db.query("update public.profiles set phone = null, account_phone = null where id = $1", [moussa.id]);
      const refused = await staff.client.rpc('start_quote_for_support_request', { request: phoneless.id });
      expect(refused.error).toMatchObject({ code: '22023', message: "Indiquez le téléphone du client : son profil n'en a pas." });
      expect(await quotesOf(moussa.id)).toBe(0);
    });
  });

  describe('serial numbers typed at delivery', () => {
    let items: { id: string; name: string }[];

    beforeAll(async () => {
      const productId = await insertProduct(t.server.ctx.db, { name: 'MacBook Air 13', price: 900_000 });
      const placed = await awa.client.rpc('place_order', { items: [{ product_id: productId, quantity: 2 }], delivery });
      expect(placed.error).toBeNull();
      const order = placed.data as { id: string };
      expect((await staff.client.from('orders').update({ status: 'confirmed' }).eq('id', order.id)).error).toBeNull();
      expect((await staff.client.from('orders').update({ status: 'delivered' }).eq('id', order.id)).error).toBeNull();
      items = (await staff.client.from('equipment').select('id, name').eq('order_id', order.id).order('id')).data!;
      expect(items).toHaveLength(2);
    });

    it('stores each unit’s serial number trimmed, and clears it when emptied', async () => {
      const saved = await staff.client.from('equipment').update({ serial_number: '  C02XK1JHJG5J ' }).eq('id', items[0]!.id).select('serial_number').single();
      expect(saved.data).toEqual({ serial_number: 'C02XK1JHJG5J' });
      const seen = await awa.client.from('equipment').select('serial_number').eq('id', items[0]!.id).single();
      expect(seen.data).toEqual({ serial_number: 'C02XK1JHJG5J' });
      const cleared = await staff.client.from('equipment').update({ serial_number: ' ' }).eq('id', items[0]!.id).select('serial_number').single();
      expect(cleared.data).toEqual({ serial_number: null });
      await staff.client.from('equipment').update({ serial_number: 'C02XK1JHJG5J' }).eq('id', items[0]!.id);
    });

    it('refuses a serial number another item has, whatever its case and spaces, naming that item', async () => {
      const twice = await staff.client.from('equipment').update({ serial_number: 'c02x k1jh jg5j' }).eq('id', items[1]!.id).select();
      expect(twice.error).toMatchObject({
        code: '23505',
        hint: 'field:serial_number',
        message: 'Le n° de série c02x k1jh jg5j est déjà celui d\'un autre matériel : « MacBook Air 13 » de Awa Cliente.',
      });
      const added = await staff.client.from('equipment').insert({ profile_id: moussa.id, name: 'Routeur', serial_number: 'C02XK1JHJG5J' }).select();
      expect(added.error?.code).toBe('23505');
      // Its own number again is no conflict.
      expect((await staff.client.from('equipment').update({ serial_number: 'C02XK1JHJG5J', notes: 'Livré' }).eq('id', items[0]!.id)).error).toBeNull();
      expect((await staff.client.from('equipment').update({ serial_number: 'C02XK1JHJG6K' }).eq('id', items[1]!.id)).error).toBeNull();
    });

    it('lets only staff write it', async () => {
      const byCustomer = await awa.client.from('equipment').update({ serial_number: 'AUTRE' }).eq('id', items[1]!.id).select();
      expect(byCustomer.data ?? []).toEqual([]);
      expect((await staff.client.from('equipment').select('serial_number').eq('id', items[1]!.id).single()).data).toEqual({ serial_number: 'C02XK1JHJG6K' });
    });
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase';
import { documentMethods, type DocumentDataProvider } from './documentRpcs';
import { toFrenchError } from './frenchErrors';
import { uploadPickedImages } from './imageUploads';
import { quoteAcceptanceMethods } from './quoteAcceptance';
import { receivableMethods } from './receivablesRpcs';
import { supportMethods, type SupportMethods } from './supportRpcs';
import { translateSearch } from './listSearch';
import { changedColumns, newRowColumns } from './writablePayload';

/**
 * ra-supabase's data provider over the shared client, with what this site adds:
 * the search box translated for PostgREST, picked images uploaded to Storage,
 * only changed columns sent, failures in French, the document functions (documentRpcs.ts), the
 * acceptances staff record (quoteAcceptance.ts) and the support desk's functions (supportRpcs.ts).
 */
export function createDataProvider(client: SupabaseClient, instanceUrl: string, apiKey: string): DocumentDataProvider & SupportMethods {
  // Product categories are referred to by slug (products.category): react-admin's id for them is the slug.
  const base = supabaseDataProvider({ instanceUrl, apiKey, supabaseClient: client, primaryKeys: new Map([['product_categories', ['slug']]]) });
  const inFrench = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw toFrenchError(error);
    }
  };
  return {
    ...base,
    getList: (resource, params) => inFrench(async () => base.getList(resource, await translateSearch(client, resource, params))),
    getOne: (resource, params) => inFrench(() => base.getOne(resource, params)),
    getMany: (resource, params) => inFrench(() => base.getMany(resource, params)),
    getManyReference: (resource, params) => inFrench(() => base.getManyReference(resource, params)),
    create: (resource, params) =>
      inFrench(async () => base.create(resource, { ...params, data: newRowColumns(await uploadPickedImages(client, resource, params.data)) })),
    update: (resource, params) =>
      inFrench(async () => {
        const data = changedColumns(await uploadPickedImages(client, resource, params.data), params.previousData);
        if (Object.keys(data).length === 0) return { data: params.previousData };
        return base.update(resource, { ...params, data });
      }),
    updateMany: (resource, params) => inFrench(() => base.updateMany(resource, params)),
    delete: (resource, params) => inFrench(() => base.delete(resource, params)),
    deleteMany: (resource, params) => inFrench(() => base.deleteMany(resource, params)),
    ...documentMethods(client),
    ...quoteAcceptanceMethods(client),
    ...receivableMethods(client),
    ...supportMethods(client),
  };
}

import { contract } from '@procure/contract';
import { buildVendor } from '@procure/fixtures';
import type { FastifyInstance } from 'fastify';

/** A complete vendor as the form would send it (its demo sections, and a basic section with a
 * fresh name and code). */
export function newVendor(n: number) {
  const demo = buildVendor({ id: 900 + n });
  const { basic_id: _, ...basic } = demo.basic;
  return { demo, basic: { ...basic, name: `Zephyr Tools ${n}`, code: `ZT-${1000 + n}` } };
}

/** Registers a complete vendor through every section call, as the form does; answers its id.
 * The vendor is left in draft, ready to submit. */
export async function registerVendor(
  app: FastifyInstance & { repos: { locations: { idsOf(place: unknown): Promise<object> } } },
  auth: Record<string, string>,
  n: number,
): Promise<number> {
  const post = async (path: string, payload: object) => {
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/vendor/${path}`,
      headers: auth,
      payload,
    });
    if (r.statusCode !== 201) throw new Error(`${path}: ${r.body}`);
    return r.json();
  };
  const { demo, basic } = newVendor(n);
  const created = await post('basic', basic);
  const id = contract.vendor.createBasic.responses[201].parse(created).data.id;
  const place = await app.repos.locations.idsOf(demo.places[0]!);
  const entries = (section: keyof typeof demo) =>
    (demo[section] as Array<Record<string, unknown>>).map(({ id: _id, ...e }) => ({
      ...e,
      ...(section === 'address' ? place : {}),
      basic_id: id,
    }));
  const saved: Record<string, number> = {};
  for (const section of ['address', 'bank', 'tax_code', 'representative'] as const)
    saved[section] = (await post(section, entries(section))).data[0].id;
  await post('site_mapping', [
    {
      basic_id: id,
      site_name: 'Head Office',
      site_code: 'HO-1',
      address_id: saved.address,
      representative_id: saved.representative,
      bank_id: saved.bank,
    },
  ]);
  await post('compliance', entries('compliance'));
  return id;
}

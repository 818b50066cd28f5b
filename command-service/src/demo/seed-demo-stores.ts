import { StoreBody, storeStreamId, type StoreBody as StoreFields } from '@certus/contracts';
import { offlineGazetteer, type Gazetteer } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { recordedStore, runStoreCommand } from '../stores/store-editor-routes.ts';

const SEED_ACTOR = { userId: null, role: 'system' as const };
const WEEKDAYS = ['Mon–Fri 10 am – 6 pm', 'Sat 10 am – 4 pm', 'Sun closed'];
const COUNTER_HOURS = ['Mon–Fri 9 am – 5 pm', 'Sat–Sun closed'];

/**
 * Our own stores of the demo data (the embedded default only): the Plano head office (ZIP 75024) and
 * counters in Texas, Oklahoma, Illinois, New York, California, Washington, Ontario, British Columbia and
 * Quebec. Made-up street numbers, 555 phone numbers and certus.example sites: nobody's real business.
 */
export const DEMO_STORES: readonly { storeId: string; fields: StoreFields }[] = [
  {
    storeId: 'demo-plano-head-office',
    fields: {
      name: 'Certus Plano — head office and mail-in',
      line1: '5400 Legacy Drive, Suite 300', city: 'Plano', stateProvince: 'TX', zipPostal: '75024', country: 'US',
      phone: '(972) 555-0142', website: 'https://certus.example/stores/plano', hours: COUNTER_HOURS,
      services: ['drop-off', 'pick-up', 'pressing', 'signature-witnessing', 'supplies'],
    },
  },
  {
    storeId: 'demo-dallas-deep-ellum',
    fields: {
      name: 'Certus Dallas — Deep Ellum counter',
      line1: '2810 Elm Street', city: 'Dallas', stateProvince: 'TX', zipPostal: '75226', country: 'US',
      phone: '(214) 555-0175', website: 'https://certus.example/stores/dallas', hours: WEEKDAYS, services: ['drop-off', 'pick-up', 'supplies'],
    },
  },
  {
    storeId: 'demo-houston-heights',
    fields: {
      name: 'Certus Houston — Heights counter',
      line1: '1140 Yale Street', city: 'Houston', stateProvince: 'TX', zipPostal: '77008', country: 'US',
      phone: '(713) 555-0118', website: 'https://certus.example/stores/houston', hours: WEEKDAYS, services: ['drop-off', 'pick-up', 'pressing'],
    },
  },
  {
    storeId: 'demo-austin-south-lamar',
    fields: {
      name: 'Certus Austin — South Lamar counter',
      line1: '1600 South Lamar Boulevard', city: 'Austin', stateProvince: 'TX', zipPostal: '78704', country: 'US',
      phone: '(512) 555-0163', website: 'https://certus.example/stores/austin', hours: WEEKDAYS, services: ['drop-off', 'pick-up'],
    },
  },
  {
    storeId: 'demo-oklahoma-city-midtown',
    fields: {
      name: 'Certus Oklahoma City — Midtown counter',
      line1: '1101 North Broadway Avenue', city: 'Oklahoma City', stateProvince: 'OK', zipPostal: '73103', country: 'US',
      phone: '(405) 555-0127', website: '', hours: COUNTER_HOURS, services: ['drop-off', 'pick-up'],
    },
  },
  {
    storeId: 'demo-chicago-river-north',
    fields: {
      name: 'Certus Chicago — River North',
      line1: '410 North Wells Street', city: 'Chicago', stateProvince: 'IL', zipPostal: '60654', country: 'US',
      phone: '(312) 555-0190', website: 'https://certus.example/stores/chicago', hours: WEEKDAYS,
      services: ['drop-off', 'pick-up', 'pressing', 'signature-witnessing'],
    },
  },
  {
    storeId: 'demo-new-york-midtown',
    fields: {
      name: 'Certus New York — Midtown',
      line1: '245 West 35th Street', line2: '4th floor', city: 'New York', stateProvince: 'NY', zipPostal: '10001', country: 'US',
      phone: '(212) 555-0139', website: 'https://certus.example/stores/new-york', hours: WEEKDAYS,
      services: ['drop-off', 'pick-up', 'pressing', 'signature-witnessing', 'supplies'],
    },
  },
  {
    storeId: 'demo-los-angeles-arts-district',
    fields: {
      name: 'Certus Los Angeles — Arts District',
      line1: '820 East 3rd Street', city: 'Los Angeles', stateProvince: 'CA', zipPostal: '90013', country: 'US',
      phone: '(213) 555-0156', website: 'https://certus.example/stores/los-angeles', hours: WEEKDAYS,
      services: ['drop-off', 'pick-up', 'signature-witnessing'],
    },
  },
  {
    storeId: 'demo-seattle-capitol-hill',
    fields: {
      name: 'Certus Seattle — Capitol Hill counter',
      line1: '1520 12th Avenue', city: 'Seattle', stateProvince: 'WA', zipPostal: '98122', country: 'US',
      phone: '(206) 555-0184', website: '', hours: COUNTER_HOURS, services: ['drop-off', 'pick-up'],
    },
  },
  {
    storeId: 'demo-toronto-yorkville',
    fields: {
      name: 'Certus Toronto — Canadian office',
      line1: '2 Bloor Street West, Suite 700', city: 'Toronto', stateProvince: 'ON', zipPostal: 'M4W 3E2', country: 'CA',
      phone: '(416) 555-0187', website: 'https://certus.example/ca/stores/toronto', hours: COUNTER_HOURS,
      services: ['drop-off', 'pick-up', 'pressing', 'signature-witnessing'],
    },
  },
  {
    storeId: 'demo-vancouver-mount-pleasant',
    fields: {
      name: 'Certus Vancouver — Mount Pleasant counter',
      line1: '2405 Main Street', city: 'Vancouver', stateProvince: 'BC', zipPostal: 'V5T 3E1', country: 'CA',
      phone: '(604) 555-0122', website: 'https://certus.example/ca/stores/vancouver', hours: WEEKDAYS, services: ['drop-off', 'pick-up', 'supplies'],
    },
  },
  {
    storeId: 'demo-montreal-plateau',
    fields: {
      name: 'Certus Montréal — Plateau counter',
      line1: '4120 boulevard Saint-Laurent', city: 'Montréal', stateProvince: 'QC', zipPostal: 'H2W 1Y8', country: 'CA',
      phone: '(514) 555-0148', website: 'https://certus.example/ca/stores/montreal', hours: ['Lun–ven 10 h – 18 h', 'Sam 10 h – 16 h'],
      services: ['drop-off', 'pick-up'],
    },
  },
];

/**
 * Publishes the demo stores through the editor's own command, each once: a store whose stream exists is left
 * as an editor may have left it (changed, withdrawn). Fixed store and command ids make a restart store nothing
 * twice; the window opens at the first seeding, on the injected clock.
 */
export async function seedDemoStores(deps: Pick<CommandServiceDeps, 'store' | 'clock'>, gazetteer: Gazetteer = offlineGazetteer()): Promise<void> {
  for (const { storeId, fields } of DEMO_STORES) {
    if ((await deps.store.readStream(storeStreamId(storeId))).length > 0) continue;
    const now = deps.clock.now().toISOString();
    const commandId = `demo-seed:store:${storeId}`;
    await runStoreCommand(
      deps,
      storeId,
      { type: 'PublishStore', storeId, store: recordedStore(StoreBody.parse(fields), gazetteer), window: { publishFrom: now, publishUntil: null }, now },
      { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } },
    );
  }
}

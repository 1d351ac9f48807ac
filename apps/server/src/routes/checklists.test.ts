import type { Checklist, ChecklistEntry, EntryStatus } from '@campus/domain/checklist';
import { addDays, stayDay } from '@campus/domain/checklist';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCampus } from '../../test/sample-content.ts';
import { callsAs, signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { sampleCampusSeedDate } from '../seeding/seed-sample-campus.ts';
import { resolveStayDate } from '../seeding/relative-dates.ts';

describe('stay checklists and their entries (spec §3, §4 Checklist, §7)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let camille: SignedInCaller;
  let checklists: Record<'en' | 'fr', Checklist[]>;

  const call = callsAs(() => app);
  const arrival = (language: 'en' | 'fr') =>
    checklists[language].find((checklist) => checklist.slug === 'arrival')!;
  const create = (
    caller: SignedInCaller,
    checklistId: number,
    tasks?: { unique_id: string; value: boolean }[],
  ) =>
    call(caller, 'POST /wp/v2/checklist_entries', {
      body: {
        title: 'anything',
        status: 'publish',
        acf: {
          entry_checklist_post_id: checklistId,
          entry_checklist_status: 'done',
          entry_checklist_user: 1,
          ...(tasks === undefined ? {} : { entry_checklist_tasks: tasks }),
        },
      },
    });

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInCaller(app, 'alice.martin');
    camille = await signedInCaller(app, 'camille.dupont');
    checklists = {
      en: (await call(alice, 'GET /wp/v2/checklist', { query: { wpml_language: 'en' } })).json<Checklist[]>(),
      fr: (await call(alice, 'GET /wp/v2/checklist', { query: { wpml_language: 'fr' } })).json<Checklist[]>(),
    };
  });
  afterAll(() => app.close());

  it('lists the checklists of a language with their tasks and rules', () => {
    expect(checklists.en.map((checklist) => checklist.slug).sort()).toEqual(
      sampleCampus.checklists.map((checklist) => checklist.key).sort(),
    );
    const seed = sampleCampus.checklists.find((checklist) => checklist.key === 'arrival')!;
    expect(arrival('fr').title.rendered).toBe(seed.title.fr);
    expect(arrival('en').acf.checklist_tasks.map((task) => task.checklist_tasks_key)).toEqual(
      seed.tasks.map((task) => task.key),
    );
    expect(arrival('en').acf).toMatchObject({
      checklist_start_date: 'start_date',
      checklist_start_before_after: 'before',
      checklist_start_number: seed.start.days,
    });
  });

  it("creates the caller's entry with unticked tasks, the server's validity days and status, whatever the body says", async () => {
    const response = await create(alice, arrival('en').id);
    expect(response.statusCode).toBe(201);
    const entry = response.json<ChecklistEntry>();
    expect(entry.acf.entry_checklist_user).toBe(alice.id);
    expect(entry.acf.entry_checklist_status).toBe('in_progress');
    expect(entry.acf.entry_checklist_tasks.every((task) => !task.value)).toBe(true);
    expect(entry.title.rendered).toBe(`alice.martin-${String(arrival('en').id)}`);
    const seed = sampleCampus.checklists.find((checklist) => checklist.key === 'arrival')!;
    const person = sampleCampus.testAccounts.people.find(
      (candidate) => candidate.username === 'alice.martin',
    )!;
    const start = stayDay(resolveStayDate(person.staystart, await sampleCampusSeedDate(app.db)))!;
    expect(entry.acf.entry_checklist_valid_date).toBe(addDays(start, -seed.start.days));
    expect(entry.acf.entry_checklist_end_valid_date).toBe(addDays(start, seed.end.days));
  });

  it('answers the existing entry to a second create, in the other language too, and to 10 at once', async () => {
    const first = await create(camille, arrival('fr').id);
    expect(first.statusCode).toBe(201);
    const again = await create(camille, arrival('en').id);
    expect(again.statusCode).toBe(200);
    expect(again.json<ChecklistEntry>().id).toBe(first.json<ChecklistEntry>().id);

    const departure = checklists.en.find((checklist) => checklist.slug === 'departure')!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(camille, departure.id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json<ChecklistEntry>().id)).size).toBe(1);
    const [row] = await app.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM checklist_entries WHERE user_id = $1 AND checklist_group = 'checklist:departure'",
      [camille.id],
    );
    expect(row?.count).toBe(1);
  });

  it('derives the status on the server: done once every task is ticked, in progress again when one is not', async () => {
    const insurance = checklists.en.find((checklist) => checklist.slug === 'insurance-renewal')!;
    const entry = (await create(alice, insurance.id)).json<ChecklistEntry>();
    const keys = insurance.acf.checklist_tasks.map((task) => task.checklist_tasks_key);
    const tick = (values: boolean[], status: EntryStatus) =>
      call(alice, 'PUT /acf/v3/checklist_entries/{id}', {
        params: { id: entry.id },
        body: {
          acf: {
            entry_checklist_tasks: keys.map((key, index) => ({
              unique_id: key,
              value: values[index] === true,
            })),
            entry_checklist_status: status,
          },
        },
      });
    const partly = await tick([true, false], 'done');
    expect(partly.statusCode).toBe(200);
    expect(partly.json<ChecklistEntry>().acf.entry_checklist_status).toBe('in_progress');
    const all = (await tick([true, true], 'in_progress')).json<ChecklistEntry>();
    expect(all.acf.entry_checklist_status).toBe('done');
    expect(all.acf.entry_checklist_tasks.map((task) => task.value)).toEqual([true, true]);
    const back = (await tick([true, false], 'done')).json<ChecklistEntry>();
    expect(back.acf.entry_checklist_status).toBe('in_progress');
  });

  it("keeps entries to their owner: another person's entry is not listed, and updating it is a 404", async () => {
    const aliceEntry = (
      await call(alice, 'GET /wp/v2/checklist_entries', { query: { post_id: arrival('en').id } })
    ).json<ChecklistEntry[]>();
    expect(aliceEntry).toHaveLength(1);
    const camilleView = (
      await call(camille, 'GET /wp/v2/checklist_entries', { query: { post_id: arrival('en').id } })
    ).json<ChecklistEntry[]>();
    expect(camilleView.map((entry) => entry.acf.entry_checklist_user)).toEqual([camille.id]);
    const untick = (id: number) =>
      call(camille, 'PUT /acf/v3/checklist_entries/{id}', {
        params: { id },
        body: { acf: { entry_checklist_tasks: [] } },
      });
    const foreign = await untick(aliceEntry[0]!.id);
    const missing = await untick(987654);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it("lists all the caller's entries without post_id, each under its checklist's id in the language asked", async () => {
    const created = (await create(camille, arrival('fr').id)).json<ChecklistEntry>();
    const listed = (language: 'en' | 'fr') =>
      call(camille, 'GET /wp/v2/checklist_entries', { query: { wpml_language: language } }).then((answer) =>
        answer.json<ChecklistEntry[]>(),
      );
    const [english, french] = await Promise.all([listed('en'), listed('fr')]);
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((entry) => entry.acf.entry_checklist_user === camille.id)).toBe(true);
    expect(english.find((entry) => entry.id === created.id)?.post_id).toBe(arrival('en').id);
    expect(french.find((entry) => entry.id === created.id)?.post_id).toBe(arrival('fr').id);
    const byId = (
      await call(camille, 'GET /wp/v2/checklist_entries', { query: { post_id: arrival('en').id } })
    ).json<ChecklistEntry[]>();
    expect(byId.map((entry) => [entry.id, entry.post_id])).toEqual([[created.id, arrival('en').id]]);
  });

  it('refuses an entry for a checklist that does not exist, and a visitor', async () => {
    expect((await create(alice, 987654)).statusCode).toBe(404);
    const visitor = await call(null, 'GET /wp/v2/checklist_entries', { query: { post_id: 1 } });
    expect(visitor.statusCode).toBe(403);
  });
});

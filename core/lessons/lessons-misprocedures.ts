import { generateScenario } from '../drills/generate';
import { incidentText } from '../drills/incident-text';
import type { Scenario } from '../drills/types';
import type { Reason } from '../decision';
import { isProfileId } from '../profiles/profiles';
import type { RuleId } from '../rulebook/rules';
import { pendingReason, stepReason } from '../rulings/format';
import type { IncidentKind } from '../rulings/incidents';
import { ruleOn } from '../rulings/rule-on';
import type { RulingBranch } from '../rulings/ruling';
import type { RulingStep } from '../rulings/steps';
import { LessonScript, says } from './script';
import { ALL_GAMES, type LessonField, type LessonSpec } from './spec';
import { LESSON_STRUCTURE } from './table';
import type { LessonId } from './types';

/** A family of misprocedures: the incidents it covers, its rules, and the house-rules fields the books differ on. */
interface Family {
  readonly id: LessonId;
  readonly incidents: readonly IncidentKind[];
  readonly rules: readonly RuleId[];
  readonly fields: readonly LessonField[];
}

export const MISPROCEDURE_FAMILIES: readonly Family[] = [
  {
    id: 'exposed-cards',
    incidents: ['exposed-hole-card', 'card-off-table'],
    rules: ['rr.stud.5', 'rr.stud.5-tournament', 'tda.rp-10-a', 'rr.stud.11'],
    fields: ['exposedHoleCard'],
  },
  {
    id: 'misdeal',
    incidents: ['extra-cards', 'dealt-to-empty-seat', 'player-dealt-out', 'wrong-first-seat', 'boxed-card'],
    rules: ['rr.irregularities.misdeal', 'rr.irregularities.extra-card', 'rr.irregularities.boxed-card', 'tda.35'],
    fields: ['tournament'],
  },
  {
    id: 'bring-in-errors',
    incidents: ['wrong-bring-in', 'bring-in-absent', 'bring-in-all-in'],
    rules: ['rr.stud.9', 'rr.stud.6', 'tda.30', 'rr.stud.8', 'tda.rp-10-e'],
    fields: ['tournament', 'shortStack'],
  },
  { id: 'burn-errors', incidents: ['burn-error'], rules: ['rr.stud.13', 'seed-000.burn'], fields: [] },
  {
    id: 'premature-cards',
    incidents: ['premature-cards'],
    rules: ['rr.stud.14', 'tda.rp-5-d', 'rr.irregularities.premature'],
    fields: ['prematureCard'],
  },
  { id: 'seventh-card-up', incidents: ['seventh-card-up'], rules: ['rr.stud.16', 'rr.stud.17', 'tda.rp-10-b'], fields: ['seventhUp'] },
  {
    id: 'player-errors',
    incidents: ['upcards-concealed', 'wrong-card-count', 'underbet', 'bet-below-bring-in'],
    rules: ['rr.stud.10', 'tda.66', 'rr.stud.18', 'rr.betting.underbet'],
    fields: ['tournament'],
  },
];

/** Branches whose procedure ends the deal: the dealer says "misdeal" (or the hand is void). */
const ENDS_DEAL: ReadonlySet<RulingBranch> = new Set<RulingBranch>(['misdeal', 'exposed-misdeal', 'exposed-both-misdeal', 'void']);

/** What the dealer says aloud while carrying out a step (null: the dealer does it without a word). */
function stepCall(step: RulingStep): Reason | null {
  switch (step.kind) {
    case 'misdeal':
      return says('lesson.say.misdeal');
    case 'kill-hand':
      return says('lesson.say.deadHand', { seat: step.player + 1 });
    case 'deal-common':
      return says('lesson.say.commonCard');
    case 'action-to':
      return says('lesson.say.action', { seat: step.player + 1 });
    case 'fold':
      return says('lesson.say.fold', { seat: step.player + 1 });
    case 'play-on':
      return says('lesson.say.playOn');
    case 'take-back':
    case 'return-to-stub':
      return says('lesson.say.cardsBack');
    case 'keep-card':
      return says('lesson.say.cardPlays', { seat: step.player + 1 });
    case 'replace-card':
      return says('lesson.say.newCard', { seat: step.player + 1 });
    default:
      return null;
  }
}

/** The seats a step is about. */
const stepSeats = (step: RulingStep): number[] => ('player' in step ? [step.player] : []);

function misprocedureLesson(family: Family): LessonSpec {
  const fits = (scenario: Scenario): boolean => scenario.incident !== null && family.incidents.includes(scenario.incident.kind);
  return {
    id: family.id,
    variants: ALL_GAMES,
    drill: 'misprocedure',
    fits,
    fields: family.fields,
    rules: () => family.rules,
    build(table, rng) {
      // A misprocedure drill's situation of this family: the hand as it stood, and what went wrong.
      const rules = isProfileId(table.rules.id) ? table.rules.id : table.rules;
      const scenario = generateScenario(
        'misprocedure',
        { variant: table.variant, players: 6, rules, structure: LESSON_STRUCTURE },
        rng.int(0x100000000),
      );
      if (!fits(scenario)) return null;
      const incident = scenario.incident!;
      // The generator shuffles whatever the ruling reshuffles, so the hand after it has a known stub to play on from.
      const ruling = ruleOn(scenario.state, incident, scenario.state.config.rules, { rng });
      const who = (incident as { player?: number }).player;
      const seats = who === undefined ? [] : [who];
      const script = new LessonScript();
      script.step(scenario.state, [says(`lesson.${family.id}.intro`), incidentText(incident, table.variant, scenario.street)], {
        say: says('lesson.say.hold'),
        seats,
        incident,
      });
      script.step(scenario.state, ruling.reason, {
        say: ENDS_DEAL.has(ruling.answer) && !ruling.steps.some((s) => s.kind === 'misdeal') ? says('lesson.say.misdeal') : null,
        seats,
        rules: ruling.rules,
        key: true,
        incident,
      });
      ruling.steps.forEach((step, k) => {
        const last = k === ruling.steps.length - 1;
        script.step(last ? ruling.after : scenario.state, stepReason(step), {
          say: stepCall(step),
          seats: stepSeats(step),
          rules: ruling.rules,
          incident: last ? null : incident,
        });
      });
      for (const order of ruling.pending) script.step(ruling.after, pendingReason(order), { rules: ruling.rules });
      script.step(ruling.after, [says('lesson.misprocedure.next'), ruling.next], {
        seats: ruling.nextToAct === null ? [] : [ruling.nextToAct],
        rules: ruling.rules,
      });
      return script;
    },
  };
}

export const MISPROCEDURE_LESSONS: readonly LessonSpec[] = MISPROCEDURE_FAMILIES.map(misprocedureLesson);

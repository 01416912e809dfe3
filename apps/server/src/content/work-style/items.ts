/*
 * The work-style questionnaire, as we wrote it: 35 statements, 7 per style, each answered on a five-point scale
 * from "strongly disagree" to "strongly agree". A reverse-keyed statement describes the opposite preference, so
 * agreeing with it counts against its style (it keeps people from agreeing with everything).
 *
 * These are our own words. They are not the items of the GC Index or of any other published instrument.
 * Changing a statement's meaning, adding or removing one means a new VERSION: results keep the version they were
 * scored with, and an answer sheet from an older version is refused.
 */

export type WorkStyleKey = 'ideas' | 'strategy' | 'delivery' | 'polish' | 'people';

export interface WorkStyleItem {
  /** Stable id, sent back with the answer. */
  id: string;
  style: WorkStyleKey;
  statement: string;
  /** Agreeing describes the opposite of the style. */
  reverse: boolean;
}

export const WORK_STYLE_VERSION = 1;
/** What the intro promises: about a dozen seconds a statement. */
export const WORK_STYLE_MINUTES = 7;

/** In the order shown: the styles take turns, so no run of statements gives away what is being measured. */
export const WORK_STYLE_ITEMS: readonly WorkStyleItem[] = [
  {
    id: 'ws01',
    style: 'ideas',
    reverse: false,
    statement: 'I often come up with ideas nobody in the room had considered.',
  },
  {
    id: 'ws02',
    style: 'strategy',
    reverse: false,
    statement: 'Before starting, I like to know how a piece of work fits the bigger goal.',
  },
  {
    id: 'ws03',
    style: 'delivery',
    reverse: false,
    statement: 'I get real satisfaction from ticking the last item off a plan.',
  },
  {
    id: 'ws04',
    style: 'polish',
    reverse: false,
    statement: 'I notice small flaws that others tend to miss.',
  },
  {
    id: 'ws05',
    style: 'people',
    reverse: false,
    statement: 'I can usually tell when a colleague is struggling, even if they say nothing.',
  },
  {
    id: 'ws06',
    style: 'ideas',
    reverse: false,
    statement: 'A blank page excites me more than it worries me.',
  },
  {
    id: 'ws07',
    style: 'strategy',
    reverse: false,
    statement: 'I enjoy comparing several possible directions before choosing one.',
  },
  {
    id: 'ws08',
    style: 'delivery',
    reverse: false,
    statement: 'When a deadline is set, I organise my work backwards from it.',
  },
  {
    id: 'ws09',
    style: 'polish',
    reverse: false,
    statement: 'I would rather improve something that exists than start something new.',
  },
  {
    id: 'ws10',
    style: 'people',
    reverse: false,
    statement: 'I like introducing people who could help each other.',
  },
  {
    id: 'ws11',
    style: 'ideas',
    reverse: true,
    statement: 'I prefer to follow a proven method rather than invent a new one.',
  },
  {
    id: 'ws12',
    style: 'strategy',
    reverse: false,
    statement: 'People come to me to make sense of where a project is heading.',
  },
  {
    id: 'ws13',
    style: 'delivery',
    reverse: false,
    statement: 'I break large tasks into steps that can be finished one by one.',
  },
  {
    id: 'ws14',
    style: 'polish',
    reverse: false,
    statement: 'I keep refining my work after others would call it finished.',
  },
  {
    id: 'ws15',
    style: 'people',
    reverse: false,
    statement: 'I spend time making sure everyone in a team feels heard.',
  },
  {
    id: 'ws16',
    style: 'ideas',
    reverse: false,
    statement: 'I get bored when work only repeats what was done before.',
  },
  {
    id: 'ws17',
    style: 'strategy',
    reverse: true,
    statement: 'Long-term plans feel too abstract to hold my interest.',
  },
  {
    id: 'ws18',
    style: 'delivery',
    reverse: false,
    statement: 'Others can count on me to finish what I said I would.',
  },
  {
    id: 'ws19',
    style: 'polish',
    reverse: true,
    statement: 'Once something works, I am happy to leave it as it is.',
  },
  {
    id: 'ws20',
    style: 'people',
    reverse: false,
    statement: 'I enjoy helping a group agree on how to work together.',
  },
  {
    id: 'ws21',
    style: 'ideas',
    reverse: false,
    statement: 'I like asking "what if we did it completely differently?"',
  },
  {
    id: 'ws22',
    style: 'strategy',
    reverse: false,
    statement: 'I can quickly see which of many ideas is worth pursuing.',
  },
  {
    id: 'ws23',
    style: 'delivery',
    reverse: true,
    statement: 'I lose interest in a project once the planning is done.',
  },
  {
    id: 'ws24',
    style: 'polish',
    reverse: false,
    statement: 'I like setting clear standards for what good work looks like.',
  },
  {
    id: 'ws25',
    style: 'people',
    reverse: true,
    statement: 'I would rather work alone than coordinate with others.',
  },
  {
    id: 'ws26',
    style: 'ideas',
    reverse: false,
    statement: 'I often sketch new products or services in my head.',
  },
  {
    id: 'ws27',
    style: 'strategy',
    reverse: false,
    statement: "I like connecting my team's work to what the wider organisation needs.",
  },
  {
    id: 'ws28',
    style: 'delivery',
    reverse: false,
    statement: 'I feel at my best when something real has shipped.',
  },
  { id: 'ws29', style: 'polish', reverse: false, statement: 'Clear, tidy documentation matters to me.' },
  {
    id: 'ws30',
    style: 'people',
    reverse: false,
    statement: 'I notice when a team needs encouragement and I give it.',
  },
  {
    id: 'ws31',
    style: 'ideas',
    reverse: false,
    statement: 'I am comfortable sharing an idea before it is fully formed.',
  },
  {
    id: 'ws32',
    style: 'strategy',
    reverse: false,
    statement: 'I think about the risks of a plan before others have noticed them.',
  },
  {
    id: 'ws33',
    style: 'delivery',
    reverse: false,
    statement: 'I keep track of who is doing what and by when.',
  },
  {
    id: 'ws34',
    style: 'polish',
    reverse: false,
    statement: 'I like testing a piece of work until I trust it completely.',
  },
  {
    id: 'ws35',
    style: 'people',
    reverse: false,
    statement: 'Building trust in a team comes naturally to me.',
  },
];

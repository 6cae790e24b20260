-- Adjutant rules database schema.
--
-- One shape for five very different games.  Every row that carries a rules
-- value also carries `section` (the rulebook section it comes from, e.g.
-- '21.4k'), `uncertain` (1 when the OCR of the rulebook damaged the value) and
-- an optional `note` (our reading where the rulebook contradicts itself).
-- `adjutant rules check` validates all of it; see src/core/rules_check.c.
--
-- Conventions:
--   * ids are lower-case hyphenated words, unique within their game;
--   * `side` is NULL for things that belong to both sides;
--   * `scenario` is NULL for rows that hold in every scenario of the game;
--   * a turn number is the game's absolute turn (Longstreet Attacks: 4:00 PM
--     is turn 1), so that every scenario reads the same turn track.
--
-- When a row holds.  A row that holds only sometimes says when in these
-- columns, with one meaning in every table that has them (NULL: no
-- condition):
--   * `scenario`: in that scenario only;
--   * `option`: only in a session started with that rule option;
--     `unless`: not in one started with it (options_hold(), when.c);
--   * `first_turn`, `last_turn`: on turns in that range;
--   * `when_set`: while that flag track is set; `when_clear`: while that
--     track is at 0.
-- Spellings older than this list are in HACKING.md ("When a row holds"),
-- with what is left to bring onto it.

PRAGMA foreign_keys = ON;

CREATE TABLE game (
  id        TEXT PRIMARY KEY,
  title     TEXT NOT NULL,
  tag       TEXT NOT NULL,          -- short prompt tag, e.g. 'LA'
  publisher TEXT,
  dice      TEXT NOT NULL,          -- what the players roll, in words
  section   TEXT NOT NULL,
  quiet     INTEGER NOT NULL DEFAULT 0, -- 1: `status` lists a track only
                                    -- while it is off its start value (a
                                    -- game of many flags and counts the
                                    -- players keep), the derived ones and
                                    -- those marked `shown` always; `track`
                                    -- lists every one, `status --json`
                                    -- has them all
  series    TEXT,                   -- a module's: the shipped game whose
                                    -- rows it takes as its own (a series
                                    -- rulebook's procedures, tables and
                                    -- sections); a row of the module with
                                    -- the same key stands in for the
                                    -- series' row
  version   TEXT                    -- a module's own version, as its
                                    -- writer numbers it
);

-- The rule-section index: what a cited section is called.
CREATE TABLE rule_section (
  game    TEXT NOT NULL REFERENCES game(id),
  section TEXT NOT NULL,
  title   TEXT NOT NULL,
  PRIMARY KEY (game, section)
);

CREATE TABLE side (
  game    TEXT NOT NULL REFERENCES game(id),
  id      TEXT NOT NULL,
  name    TEXT NOT NULL,
  pos     INTEGER NOT NULL,         -- display order
  section TEXT NOT NULL,
  PRIMARY KEY (game, id)
);

-- What a mechanism cites: the code names a topic ('cup.puller'), the data
-- gives the game's own section for it, so the same code cites one game's
-- 10.2 and another's F-2C.
CREATE TABLE cite (
  game    TEXT NOT NULL REFERENCES game(id),
  topic   TEXT NOT NULL,
  section TEXT NOT NULL,
  PRIMARY KEY (game, topic)
);

-- A game's own word on a command: an example in its terms (its sides,
-- chits, leaders, tables, scenarios) and a short note, in our words, on how
-- its rules bear on the command, with the section.  The command entries in
-- C stay generic; `help COMMAND` shows the open game's row (with no game
-- open, every game's), and a usage error may quote the example.
-- `command` is a name of the command table (src/cli/cmd.c) that the game
-- has, and the example's first word runs that command: the rules data
-- cannot see the table, so the CLI's `rules check` checks both.  `note`
-- reads as one sentence or more; help closes it with the citation,
-- "... (LA 8.1)."
CREATE TABLE command_help (
  game    TEXT NOT NULL REFERENCES game(id),
  command TEXT NOT NULL,
  example TEXT NOT NULL CHECK (trim(example) <> ''),
  note    TEXT NOT NULL CHECK (trim(note) <> ''),
  section TEXT NOT NULL,
  PRIMARY KEY (game, command)
);

-- The steps of the sequence of play in which a command may change the
-- game: a command with rows for a game is refused in every other step
-- ("draw: chits are drawn in the Chit Draw Phase (LA 10.0); `next
-- chit-draw` goes there").  phase is a step, or a phase for all of its
-- steps.  what says what the command does, as the refusal's subject
-- ("chits are drawn").  A command with no row for the game is free in
-- every step: look-ups, rolls, notes and calculators have none.  kind
-- 'acts': the command's own steps, the ones a refusal names; 'from': a
-- step it may be typed at because it leaves it for its own first (a draw
-- typed inside a brigade's activation ends it and goes back to the pull).
CREATE TABLE command_step (
  game    TEXT NOT NULL REFERENCES game(id),
  command TEXT NOT NULL,
  phase   TEXT NOT NULL,
  kind    TEXT NOT NULL DEFAULT 'acts' CHECK (kind IN ('acts', 'from')),
  what    TEXT NOT NULL CHECK (trim(what) <> ''),
  section TEXT NOT NULL,
  note    TEXT,
  PRIMARY KEY (game, command, phase),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id)
);

-- The engine's mechanisms a game uses (the names of mech_table in
-- src/mech/table.c: cup, impulse, marker, leaders, losses, control,
-- contest, absorb, relative, messages).  A session keeps state for these
-- and no others; commands of a mechanism the game lacks say so.
CREATE TABLE game_mechanism (
  game      TEXT NOT NULL REFERENCES game(id),
  mechanism TEXT NOT NULL,
  PRIMARY KEY (game, mechanism)
);

-- Other names a player may type for a side (CSA, USA, Rebel): the
-- program's own shorthand, not rules values, so no section.
CREATE TABLE side_alias (
  game   TEXT NOT NULL,
  side   TEXT NOT NULL,
  alias  TEXT NOT NULL,
  PRIMARY KEY (game, alias),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- The turn track.  A game may have several calendars (a campaign and its
-- scenarios on different scales); a scenario names the one it uses.
CREATE TABLE turn (
  game      TEXT NOT NULL REFERENCES game(id),
  calendar  TEXT NOT NULL DEFAULT 'main',
  n         INTEGER NOT NULL,
  label     TEXT NOT NULL,          -- what the track box shows: '4:20', 'June 30'
  clock     TEXT,                   -- time of day, when the turn is a clock time
  date      TEXT,                   -- calendar date, ISO when known
  daypart   TEXT NOT NULL DEFAULT 'day'
            CHECK (daypart IN ('day', 'night', 'dawn', 'dusk', 'twilight', 'season')),
  flags     TEXT,                   -- comma list, e.g. 'thoroughfare-only'
  derived   INTEGER NOT NULL DEFAULT 0,  -- 1: label worked out, not printed
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, calendar, n)
);

-- Sequence of play.  Phases hold steps (parent = the phase id); the walker
-- visits the leaves in `seq` order.  `side` names whose step it is.
-- `loop_to`/`loop_while` describe a loop back to an earlier phase while a
-- named condition holds (e.g. the Blind Swords chit draw: 'cup-not-empty').
CREATE TABLE phase (
  game       TEXT NOT NULL REFERENCES game(id),
  id         TEXT NOT NULL,
  seq        INTEGER NOT NULL,
  parent     TEXT,
  name       TEXT NOT NULL,
  side       TEXT,                  -- the side whose step it is, or the
                                    -- side that acts first in it
  reminder   TEXT,                  -- our words: what to do here
  loop_to    TEXT,
  loop_while TEXT,
  action     TEXT,                  -- engine actions run on arrival, comma
                                    -- list (cup-keys, cup-include, cup-build,
                                    -- brigades-reset, cup-gather)
  section    TEXT NOT NULL,
  note       TEXT,
  derived    INTEGER NOT NULL DEFAULT 0,  -- 1: the step or its place in
                                    -- the order is worked out, not printed
                                    -- (a sequence the text leaves to a
                                    -- player aid); said wherever it is
  PRIMARY KEY (game, id),
  UNIQUE (game, seq),
  FOREIGN KEY (game, parent) REFERENCES phase(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

CREATE TABLE scenario (
  game       TEXT NOT NULL REFERENCES game(id),
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  calendar   TEXT NOT NULL DEFAULT 'main',
  first_turn INTEGER NOT NULL,
  last_turn  INTEGER NOT NULL,
  pos        INTEGER NOT NULL,
  summary    TEXT,                  -- our words
  section    TEXT NOT NULL,
  note       TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, calendar, first_turn) REFERENCES turn(game, calendar, n),
  FOREIGN KEY (game, calendar, last_turn) REFERENCES turn(game, calendar, n)
);

-- Units and where they start.  `formation` is the brigade/division the
-- unit belongs to, `status` a comma list (e.g. 'SO' for Skirmish Order).
CREATE TABLE setup (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  side      TEXT NOT NULL,
  formation TEXT,
  unit      TEXT NOT NULL,
  hex       TEXT,
  status    TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Units a scenario brings on after its start (its reinforcements), by the
-- names its schedule gives them.  With `setup`, the scenario's order of
-- battle: a unit a player names (on the Broken Track) must be one of them.
CREATE TABLE arrival_unit (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  side      TEXT NOT NULL,
  formation TEXT,
  unit      TEXT NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, formation) REFERENCES formation(game, id)
);

-- Things that happen on a given turn (and phase): reinforcements, chits
-- entering, scenario reminders.  NULL turn = every turn of the scenario.
-- option / unless: said only with, or only without, that rule option (a
-- non-historical reinforcement; an arrival an option moves elsewhere).
-- derived: the turn or place is worked out from the text, not printed
-- beside the entry (note says how); said so wherever the row is.
-- A row whose phase a turn leaves out is said at that phase's next step
-- played (units due in a cannonade come on at the next movement).
CREATE TABLE schedule (
  game      TEXT NOT NULL,
  scenario  TEXT,
  turn      INTEGER,
  phase     TEXT,
  side      TEXT,
  kind      TEXT NOT NULL CHECK (kind IN ('reinforcement', 'chit', 'reminder',
                 'release', 'withdrawal', 'special')),
  what      TEXT NOT NULL,          -- our words
  hex       TEXT,
  roll      TEXT,                   -- a table rolled on arrival, once per
                                    -- hex of `hex` (comma list) if given
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  formation TEXT,                   -- said only at that formation's own
                                    -- activation (a brigade's arrival)
  option    TEXT,
  unless    TEXT,
  derived   INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, roll) REFERENCES lookup_table(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Tracks.  kind:
--   counter  a number, optionally bounded, with labelled levels/thresholds;
--   boxes    named items (units) sitting in labelled boxes (track_level);
--   flag     0/1;
--   derived  computed by `formula`, an SQL expression over the other tracks
--            as named parameters (:vp, :union_morale ...).
-- side = 'each' makes one track per side (id 'morale' -> 'morale.union').
CREATE TABLE track (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('counter', 'boxes', 'flag', 'derived')),
  side      TEXT,
  lo        INTEGER,                -- NULL: unbounded
  hi        INTEGER,
  initial   INTEGER NOT NULL DEFAULT 0,
  formula   TEXT,
  pos       INTEGER NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  up_side   TEXT,                   -- a net track (one number for two
                                    -- sides): the side whose gains raise
                                    -- it; the other side's lower it
  shown     INTEGER NOT NULL DEFAULT 0, -- 1: `status` lists it even at
                                    -- its start in a quiet game
  PRIMARY KEY (game, id)
);

-- Which scenarios use a track, and their own bounds and start.  A track with
-- no rows here is in every scenario.  option: a rule option that brings
-- its own row (the optional ammunition rule's Supply Train levels); a
-- session with that option reads it in place of the scenario's basic row
-- (option NULL), and a track with only an option's row is there only
-- with that option.
CREATE TABLE track_scenario (
  game     TEXT NOT NULL,
  track    TEXT NOT NULL,
  scenario TEXT NOT NULL,
  lo       INTEGER,
  hi       INTEGER,
  initial  INTEGER,
  meaning  TEXT,                    -- what the number counts in this scenario
  section  TEXT NOT NULL,
  option   TEXT,
  UNIQUE (game, track, scenario, option),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

CREATE TABLE track_level (
  game    TEXT NOT NULL,
  track   TEXT NOT NULL,
  value   INTEGER NOT NULL,
  label   TEXT NOT NULL,
  section TEXT NOT NULL,
  PRIMARY KEY (game, track, value),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- Crossing a threshold prints its effect.  dir: 'up' fires when the value
-- rises to >= value, 'down' when it falls to <= value.
CREATE TABLE track_threshold (
  game    TEXT NOT NULL,
  track   TEXT NOT NULL,
  value   INTEGER NOT NULL,
  dir     TEXT NOT NULL CHECK (dir IN ('up', 'down')),
  effect  TEXT NOT NULL,            -- our words
  section TEXT NOT NULL,
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- An automatic change when the walker reaches a phase (e.g. the Broken
-- Track moving every unit one box lower in the End Turn Phase).  turn:
-- that turn only (NULL: every turn).  'copy' sets the track to the value
-- of `source` then (the losses at a day's start, kept to count the day's).
CREATE TABLE track_step (
  game    TEXT NOT NULL,
  track   TEXT NOT NULL,
  phase   TEXT NOT NULL,
  action  TEXT NOT NULL CHECK (action IN ('shift', 'reset', 'copy')),
  amount  INTEGER NOT NULL DEFAULT 0,
  turn    INTEGER,
  source  TEXT,
  section TEXT NOT NULL,
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id)
);

-- Victory levels read off a track at the end (or by a condition).
CREATE TABLE victory_level (
  game     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  track    TEXT,                    -- NULL: decided by a condition only
  lo       INTEGER,                 -- NULL: no lower bound
  hi       INTEGER,
  level    TEXT NOT NULL,
  winner   TEXT,                    -- side id, NULL for a draw
  rank     INTEGER,                 -- victory_relative: the level's number
  section  TEXT NOT NULL,
  note     TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- Victory locations and what each is worth to whom.
CREATE TABLE victory_hex (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  hex       TEXT NOT NULL,
  name      TEXT,
  side      TEXT,                   -- who scores it; NULL: whoever controls it
  vp        INTEGER NOT NULL,
  per_turn  INTEGER NOT NULL DEFAULT 0,
  start     TEXT,                   -- side controlling it at the start
  section   TEXT NOT NULL,
  note      TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

-- VP Location markers laid face down on a scenario's hexes, their values
-- known only once scored (mechanism vp-locations): kind 'end-of-game'
-- scores once, at the game's end; 'per-turn' at the End Phase of each
-- turn vp_location_turn lists, face up from its first scoring.  start:
-- the side holding the hex at the start (NULL: nobody); the side that
-- last entered it holds it after.  A contested marker scores half its
-- value, rounded down.  Each side's VP go on its track (vp_location_track).
CREATE TABLE vp_location (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  hex       TEXT NOT NULL,
  name      TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('end-of-game', 'per-turn')),
  start     TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, scenario, hex),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, start) REFERENCES side(game, id)
);
CREATE TABLE vp_location_turn (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  turn      INTEGER NOT NULL,
  section   TEXT NOT NULL,
  PRIMARY KEY (game, scenario, turn),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);
CREATE TABLE vp_location_track (
  game      TEXT NOT NULL,
  side      TEXT NOT NULL,
  track     TEXT NOT NULL,
  section   TEXT NOT NULL,
  PRIMARY KEY (game, side),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- Sudden death and other ways a scenario ends early.
CREATE TABLE victory_condition (
  game     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  id       TEXT NOT NULL,
  test     TEXT NOT NULL,           -- our words: what to check
  result   TEXT NOT NULL,
  winner   TEXT,
  hexes    TEXT,                    -- comma list: the winner holding any
                                    -- of them at a turn end ends the game
  level    TEXT,                    -- the victory level it gives
  mode     TEXT NOT NULL DEFAULT 'any' CHECK (mode IN ('any', 'all')),
                                    -- 'all': every one of hexes
  checked  TEXT NOT NULL DEFAULT 'turn-end' CHECK (checked IN
                 ('turn-end', 'game-end')),
  section  TEXT NOT NULL,
  PRIMARY KEY (game, scenario, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

-- Result codes of the game's tables.  tbl: the one table the meaning
-- belongs to, where the game gives a code another meaning in another
-- table (a Morale/Rout Table's * is not the Fire CRT's); NULL: every
-- table of the game that has no row of its own for the code.
-- What the cup does with a code read on a drawn card's table (a chit of
-- effect 'drawer-rolls'), each on the side a code of the same cell names
-- (`side`: the side a code such as "Rebel" stands for):
--   effect 'chaos'    the side's opponent either moves one of its units a
--                     hex (said, the players do it) or discards one of its
--                     held cards, face down, so unseen (`chaos`);
--   effect 'marker'   the side takes its marker given by this code
--                     (marker.given_by), no effect if it holds it already;
--   effect 'general'  the same roll is read on then_table, whose cell names
--                     the general hit: a formation, or a side's CIC card.
CREATE TABLE result_code (
  game    TEXT NOT NULL REFERENCES game(id),
  code    TEXT NOT NULL,
  meaning TEXT NOT NULL,            -- our words
  section TEXT NOT NULL,
  tbl     TEXT,
  side    TEXT,
  effect  TEXT CHECK (effect IS NULL OR effect IN ('chaos', 'marker',
              'general')),
  then_table TEXT,
  CHECK ((effect = 'general') = (then_table IS NOT NULL)),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, then_table) REFERENCES lookup_table(game, id)
);
CREATE UNIQUE INDEX result_code_key ON result_code (game, code,
  COALESCE(tbl, ''));

-- Lookup tables, in the one shape of DESIGN.md.
--   source 'text'       the rulebook prints every cell; cells ship here;
--   source 'player-aid' only the shape ships; the user imports the cells.
--   cell_kind 'code'    a cell is result codes ('D2', 'M R2 (P1)', '-');
--   cell_kind 'number'  a cell is a number ('-' where the aid prints none);
--   cell_kind 'chit'    a cell names a chit (a general), or is a result code;
--   cell_kind 'bands'   a cell names outcomes by ranges of one more input
--                       (`needs`), e.g. 'Severe:-;Tough:0-1;Routine:2-4';
--                       `otherwise` is the outcome when no band holds.
CREATE TABLE lookup_table (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  source    TEXT NOT NULL CHECK (source IN ('text', 'player-aid')),
  cell_kind TEXT NOT NULL CHECK (cell_kind IN ('code', 'bands', 'number',
                 'chit')),
  needs     TEXT,
  needs_label TEXT,
  otherwise TEXT,
  roll_split INTEGER NOT NULL DEFAULT 0, -- 1: each entry of the last
                                    -- dimension reads its own die of a d66
                                    -- roll (coloured die first, then white)
  help      TEXT,                   -- our words: how to read it
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  defaults  TEXT,                   -- inputs a player may leave out, with
                                    -- the value each takes ('friendly=0');
                                    -- the working says it was taken
  PRIMARY KEY (game, id)
);

-- Dimensions, in order: the first one is the CSV's column header (the
-- columns of the printed table), the others key its rows.
--   kind 'range'   numbered entries with lo..hi (strength, differential);
--   kind 'dice'    entries are ranges of a roll of `dice` ('1d6', '2d6', 'd66');
--   kind 'section' named entries (Routine, Tough, Severe);
--   kind 'case'    entries chosen by their `cond` (first that holds).
-- input: SQL expression over named inputs giving the value to place on a
-- 'range' dimension (e.g. ':roll - :cr' for a die-against-rating test).
-- Guarded, 'CASE WHEN :n >= 0 THEN :roll + :n END', it gives no value
-- for inputs out of range, and the look-up refuses them (before any die
-- is rolled) where it would otherwise read NULL as 0; the working shows
-- the value alone.
-- below/above: what happens past the ends after shifts:
--   'clamp' (use the end entry), 'none' (no effect), 'refuse',
--   'entry:LABEL' (resolve on that entry), or 'result:CODES' (the look-up
--   gives those result codes, no roll made).
-- open: 1 when the entries are not known from the text and come with the
-- user's import (the shipped entries, if any, are those the text names and
-- the import must contain them in this order).
CREATE TABLE lookup_dim (
  game      TEXT NOT NULL,
  tbl       TEXT NOT NULL,
  pos       INTEGER NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('range', 'dice', 'section', 'case')),
  dice      TEXT,
  input     TEXT,
  below     TEXT NOT NULL DEFAULT 'refuse',
  above     TEXT NOT NULL DEFAULT 'refuse',
  open      INTEGER NOT NULL DEFAULT 0,
  shift_cap REAL,                   -- the net shift never goes further
                                    -- than this either way (NULL: no cap)
  cap_section TEXT,                 -- where the rules set the cap
  -- A dice dimension's doubles (every die alike): 'row-above' reads the
  -- entry before the one the roll falls in (NULL: as any other roll).
  doubles   TEXT CHECK (doubles IS NULL OR (kind = 'dice' AND doubles =
                 'row-above')),
  -- A range dimension's columns past its last numbered one that only a
  -- shift reaches (a CRT's bonus columns): their labels are this one
  -- character repeated ('*', '**'), entered with the import after the
  -- numbered ones; a value past the last numbered entry starts there.
  bonus     TEXT CHECK (bonus IS NULL OR (kind = 'range' AND length(bonus)
                 = 1)),
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, tbl, pos),
  UNIQUE (game, tbl, id),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

CREATE TABLE lookup_entry (
  game    TEXT NOT NULL,
  tbl     TEXT NOT NULL,
  dim     INTEGER NOT NULL,
  pos     INTEGER NOT NULL,
  label   TEXT NOT NULL,
  lo      REAL,                     -- NULL for section entries
  hi      REAL,                     -- NULL: no upper bound ('23+')
  cond    TEXT,                     -- 'case' entries: SQL over named inputs
  section TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note    TEXT,
  PRIMARY KEY (game, tbl, dim, pos),
  FOREIGN KEY (game, tbl, dim) REFERENCES lookup_dim(game, tbl, pos)
);

-- A cell: `k` is the entry labels of every dimension joined by '|', in
-- dimension order.
CREATE TABLE lookup_cell (
  game      TEXT NOT NULL,
  tbl       TEXT NOT NULL,
  k         TEXT NOT NULL,
  result    TEXT NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, tbl, k),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

-- Modifiers of a table or calculator (`tbl`):
--   shift  move `amount` entries along dimension `dim` (+ = right/up);
--   drm    add `amount` to the roll of dimension `dim`;
--   mul    multiply a strength by `amount`;
--   add    add `amount` to a strength (per unit);
--   total  add `amount` once to a side's total (a calculator `versus`).
-- grp: modifiers of one group are exclusive; the first in `pos` order whose
-- `cond` holds applies.  cond: SQL expression over named inputs (:att, :def);
-- NULL means the player names the modifier.  cancels: the ids (a comma
-- list) of modifiers of the same table that do not apply while this one
-- does, whatever else is named (a unit in column loses its weapon-type
-- shift, 10.62): the look-up says each one left out, and why.
CREATE TABLE modifier (
  game      TEXT NOT NULL REFERENCES game(id),
  tbl       TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('shift', 'drm', 'mul', 'add',
                 'total')),         -- total: added once to a side's total
                                    -- (a leader in the stack)
  amount    REAL NOT NULL,
  dim       INTEGER,
  grp       TEXT,
  cond      TEXT,
  pos       INTEGER NOT NULL,
  at_least  REAL,                   -- mul: the strength is never less than
                                    -- this after it (half, minimum 1)
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  cancels   TEXT,
  PRIMARY KEY (game, tbl, id)
);

-- A result the game's state puts in place of the one a table gives (a
-- random event that changes what a roll means while it lasts): after the
-- cell is read and its bands resolved, each row of the table whose result
-- is the one in hand and whose cond holds replaces it with substitute, in
-- pos order, and the look-up says so as a step of its working.  cond: SQL
-- expression over the session's values (its tracks and flags by id with
-- '-' and '.' as '_', :vp_union, :demoralized_union; the turn, :turn) and
-- the look-up's own inputs; one that reads a value not given (no session
-- open) does not hold.  Not for a table whose result comes in parts.
CREATE TABLE result_substitute (
  game       TEXT NOT NULL REFERENCES game(id),
  tbl        TEXT NOT NULL,
  result     TEXT NOT NULL,
  cond       TEXT NOT NULL,
  substitute TEXT NOT NULL,
  pos        INTEGER NOT NULL DEFAULT 0,
  section    TEXT NOT NULL,
  uncertain  INTEGER NOT NULL DEFAULT 0,
  note       TEXT,
  why        TEXT,                  -- our words for the condition, said
                                    -- in the working in its place ('a
                                    -- Confederate infantry unit has
                                    -- crossed the Potomac')
  PRIMARY KEY (game, tbl, result, pos),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

-- Calculators that turn units into a table's starting entry (the fire
-- strength of 12.1, the assault total of a differential CRT).
--   rounding 'floor'       drop the fraction at the end;
--   rounding 'floor-half'  drop the fraction, but a total from 0.5 to
--                          under 1 reads as one half (a cadre 'C').
CREATE TABLE calculator (
  game     TEXT NOT NULL REFERENCES game(id),
  id       TEXT NOT NULL,
  name     TEXT NOT NULL,
  tbl      TEXT NOT NULL,            -- the table it feeds
  dim      INTEGER NOT NULL,         -- the dimension it picks
  rounding TEXT NOT NULL CHECK (rounding IN ('floor', 'floor-half', 'none',
                'floor-each')),      -- floor-each: each modifier in `pos`
                                     -- order, its fraction dropped before
                                     -- the next (a halving, then a range
                                     -- multiple)
  below    TEXT,                     -- overrides the dimension's end rule
  otherwise TEXT,                    -- overrides the table's `otherwise`
  minimum  REAL,                     -- below this the calculation refuses
  min_rule TEXT,                     -- our words for that refusal
  versus   INTEGER NOT NULL DEFAULT 0, -- 1: the units before `vs` are the
                                     -- attacker's, after it the defender's;
                                     -- the table reads the attacker's total
                                     -- less the defender's (a differential)
  section  TEXT NOT NULL,
  note     TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

-- State tables: a small finite-state rule (Morale Hits, Break Test).
-- From `state` with `input`, go to `next` and note `effect`.
CREATE TABLE state_rule (
  game    TEXT NOT NULL REFERENCES game(id),
  machine TEXT NOT NULL,
  state   TEXT NOT NULL,
  input   TEXT NOT NULL,
  next    TEXT NOT NULL,
  effect  TEXT,
  section TEXT NOT NULL,
  note    TEXT,                     -- a reading the text leaves open
  PRIMARY KEY (game, machine, state, input)
);

-- Chits and cards.  kind: 'event', 'division', 'cic', 'wild', 'card',
-- 'marker', 'formation' (a formation's activation card, seeded by its
-- owner at the build: seed_rule).  `replaces` names the chit this one
-- stands in for (Replacement chits).  rating/rating_hi: Command Ratings
-- where the text gives them.
CREATE TABLE chit (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('event', 'division', 'cic', 'wild',
                 'card', 'marker', 'formation')),
  side      TEXT,
  rating    INTEGER,
  rating_hi INTEGER,
  replaces  TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  -- What a wild chit does when drawn, in the cup's own words: the next
  -- chit drawn is void, no more chits this turn, a roll by the player
  -- who did not draw on the game's fog-of-war table, or a roll by the
  -- drawer on it whose codes the cup applies (result_code.effect).
  effect    TEXT CHECK (effect IS NULL OR (kind = 'wild' AND effect IN
                 ('negate-next', 'end-draws', 'fog-of-war',
                  'drawer-rolls'))),
  -- A formation's card: the formation it activates, the order its units
  -- act under (as the card prints it: maneuver, defend, attack) and how
  -- many may act, in the card's words ('One Brigade').
  formation TEXT,
  orders    TEXT CHECK (orders IS NULL OR kind = 'formation'),
  units     TEXT,
  -- An Event card's timing label: played the moment it is drawn, or
  -- held for later, or either.
  label     TEXT CHECK (label IS NULL OR (kind = 'event' AND label IN
                 ('play-immediately', 'hold', 'option'))),
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, formation) REFERENCES formation(game, id),
  CHECK ((kind = 'formation') = (formation IS NOT NULL AND orders IS NOT
         NULL))
);

-- How each side fills the cup in a scenario's Command Decision Phase:
-- `keys` Event chits chosen secretly, then `included` more drawn blind
-- from the rest; the others are excluded for the turn.
CREATE TABLE cup_rule (
  game     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  side     TEXT NOT NULL,
  keys     INTEGER NOT NULL,
  included INTEGER NOT NULL,
  puller_parity INTEGER,            -- suggested puller on turns of this
                                    -- parity (1 odd, 0 even), or NULL
  section  TEXT NOT NULL,
  note     TEXT,
  PRIMARY KEY (game, scenario, side),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- How many of a formation's cards its owner seeds into the deck each
-- turn of a scenario (from first_turn, when its units arrive), choosing
-- which: exactly `cards` of them, or all it has left when fewer.  A
-- General Casualty lowers it from the next turn (the series' own rule).
CREATE TABLE seed_rule (
  game       TEXT NOT NULL,
  scenario   TEXT NOT NULL,
  formation  TEXT NOT NULL,
  cards      INTEGER NOT NULL CHECK (cards BETWEEN 1 AND 9),
  first_turn INTEGER NOT NULL DEFAULT 1,
  section    TEXT NOT NULL,
  note       TEXT,
  PRIMARY KEY (game, scenario, formation),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, formation) REFERENCES formation(game, id)
);

-- Which Command Rating a Division chit rolls against (10.7, 19.1, 21.x):
--   none     no roll in this scenario: every activation is Full;
--   auto     no roll for this chit on this turn (first_only: its first
--            draw of the turn only);
--   printed  the chit's one rating; lower / higher: one of its two.
-- The most specific row wins (chit and turn over side over scenario).
CREATE TABLE rating_rule (
  game       TEXT NOT NULL,
  scenario   TEXT NOT NULL,
  side       TEXT,
  chit       TEXT,
  turn       INTEGER,
  rating     TEXT NOT NULL CHECK (rating IN ('none', 'auto', 'printed',
                  'lower', 'higher')),
  first_only INTEGER NOT NULL DEFAULT 0,
  section    TEXT NOT NULL,
  note       TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, chit) REFERENCES chit(game, id)
);

-- A choice a side makes at the cup build: on turns first_turn..last_turn
-- it puts `count` chits of role `role` (still out of play) into play.
CREATE TABLE cup_pick (
  game       TEXT NOT NULL,
  scenario   TEXT NOT NULL,
  side       TEXT NOT NULL,
  role       TEXT NOT NULL,
  first_turn INTEGER NOT NULL,
  last_turn  INTEGER NOT NULL,
  count      INTEGER NOT NULL,
  section    TEXT NOT NULL,
  note       TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Command Event tracks (Blind Swords 19.0): an Event chit committed when
-- drawn sits on a counter track until the end of the turn.
--   kind 'rating'   the general `chit` uses his higher rating this turn
--                   (a Replacement: +1);
--   kind 'advance'  at the End Turn, 1d6 + chits on `table` may move one
--                   of the side's waiting chits a turn earlier.
CREATE TABLE command_track (
  game    TEXT NOT NULL,
  track   TEXT NOT NULL,
  kind    TEXT NOT NULL CHECK (kind IN ('rating', 'advance')),
  side    TEXT NOT NULL,
  chit    TEXT,
  tbl     TEXT,
  section TEXT NOT NULL,
  uncommitted INTEGER NOT NULL DEFAULT 0, -- advance: an Uncommitted
                                    -- division (out of play) may be the one
  PRIMARY KEY (game, track),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, chit) REFERENCES chit(game, id),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

-- Drawn chits a rule sets aside: while flag track `track` is on, chits
-- of `side` and `kind` (other than `except_chit`) are ignored when drawn.
CREATE TABLE draw_rule (
  game        TEXT NOT NULL,
  scenario    TEXT NOT NULL,
  track       TEXT NOT NULL,
  side        TEXT,
  kind        TEXT NOT NULL,
  except_chit TEXT,
  section     TEXT NOT NULL,
  note        TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, except_chit) REFERENCES chit(game, id)
);

-- Which chits a scenario uses and how.
CREATE TABLE scenario_chit (
  game     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  chit     TEXT NOT NULL,
  role     TEXT NOT NULL,            -- 'event', 'start', 'reinforcement',
                                    -- 'seed' (a formation's card its owner
                                    -- seeds each turn), ...
  turn     INTEGER,
  -- role 'conditional': from `turn` on, roll `entry_table` at each build
  -- until it gives `entry_result`; the chit then stays in play, and the
  -- flag track `sets_track` is set.
  entry_table  TEXT,
  entry_result TEXT,
  sets_track   TEXT,
  -- a frozen division's chit brought in early when its units are
  -- attacked: 'now' (into the cup at once) or 'next-turn'.
  early        TEXT CHECK (early IN ('now', 'next-turn')),
  fixed        INTEGER NOT NULL DEFAULT 0,  -- may not be advanced
  first_pull   INTEGER,             -- on this turn it is the first chit
                                    -- drawn (21.3f)
  after        TEXT,                -- enters the turn after this chit
                                    -- does, if that is earlier than `turn`
  section  TEXT NOT NULL,
  note     TEXT,
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, chit) REFERENCES chit(game, id),
  FOREIGN KEY (game, entry_table) REFERENCES lookup_table(game, id),
  FOREIGN KEY (game, sets_track) REFERENCES track(game, id)
);

-- Formations (divisions, brigades, corps): parent is the higher formation.
CREATE TABLE formation (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  side      TEXT NOT NULL,
  kind      TEXT NOT NULL,
  parent    TEXT,
  rating    TEXT,                   -- the rating the rules give it (a
                                    -- morale letter): a look-up may be
                                    -- given the formation for it
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, parent) REFERENCES formation(game, id)
);

-- A scenario that counts one formation's units as another's "for all
-- game purposes" (Longstreet Attacks 21.2: Law's as Benning's): there the
-- merged formation is no formation of its own.  It is activated, chosen
-- and counted only as the one it joins; its name, typed, means that one.
CREATE TABLE formation_merge (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  formation TEXT NOT NULL,
  counts_as TEXT NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, scenario, formation),
  CHECK (formation <> counts_as),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, formation) REFERENCES formation(game, id),
  FOREIGN KEY (game, counts_as) REFERENCES formation(game, id)
);

-- Formulas the rules state (odds, casualty VP, army morale): an SQL
-- expression over named inputs, evaluated by SQLite (`compute ID k=v...`).
-- An input given a side's name (side=csa) reads as the side's id.
-- track: where the result may be added (`compute ... add`).
-- choices: words typed alone, in groups of which exactly one is given
-- ('operational|passive'; groups comma-separated): each reads as 1 when
-- typed and 0 when another of its group is.
CREATE TABLE formula (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  expr      TEXT NOT NULL,
  inputs    TEXT NOT NULL,           -- comma list, with their meaning
  choices   TEXT,
  track     TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- Optional rules and scenario variants a session can switch on.
-- scenario: the one scenario the option is for; `new` refuses it in any
-- other.
CREATE TABLE rule_option (
  game     TEXT NOT NULL REFERENCES game(id),
  id       TEXT NOT NULL,
  name     TEXT NOT NULL,
  scenario TEXT,
  section  TEXT NOT NULL,
  note     TEXT,
  PRIMARY KEY (game, id)
);

-- An option `new` refuses in a scenario: the rules forbid it there, or it
-- would change nothing there (an option that brings reinforcements none
-- of which arrive in the scenario).  why: our words.
CREATE TABLE rule_option_refused (
  game     TEXT NOT NULL,
  option   TEXT NOT NULL,
  scenario TEXT NOT NULL,
  why      TEXT NOT NULL,
  section  TEXT NOT NULL,
  PRIMARY KEY (game, option, scenario),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

-- Scenario options a session is started with (`new GAME SCENARIO +OPTION`)
-- are rule_option rows; what an option changes is held by the rows that
-- name it (leader_start below).

-- Places whose control the players record besides the victory hexes (the
-- star areas that move the Union impulse roll).  start: who holds it at
-- set-up, NULL when the text does not say.
CREATE TABLE place (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,          -- the hex or area number as printed
  name      TEXT,
  kind      TEXT,                   -- 'star', 'boxed-star', 'double-star'
  start     TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, start) REFERENCES side(game, id)
);

-- A phase played in alternating impulses (no cup).  The Impulse Track is a
-- counter track, set to its initial value when the phase begins and moved
-- one box at the end of each impulse (not after a free one).
--   first_side       who has the first impulse; first_turn_side: who has
--                    it on the scenario's first turn when that differs;
--   passes_end       this many passes in succession end the phase;
--   check_table      at the start of each impulse of check_side, this
--                    table is rolled with :n = the Impulse Track; a result
--                    of `ends` makes the impulse the phase's last.
CREATE TABLE impulse_rule (
  game            TEXT NOT NULL,
  phase           TEXT NOT NULL,
  track           TEXT NOT NULL,
  first_side      TEXT NOT NULL,
  first_turn_side TEXT,
  passes_end      INTEGER,
  check_side      TEXT,
  check_table     TEXT,
  ends            TEXT,
  section         TEXT NOT NULL,
  note            TEXT,
  activations     INTEGER,          -- leader activations one impulse may
                                    -- hold (NULL: no limit)
  activation_acts TEXT CHECK (activation_acts IN ('none', 'led')),
                                    -- after one: 'none', nothing else in
                                    -- that impulse; 'led', only when an
                                    -- active leader did the activating
  activation_section TEXT,
  PRIMARY KEY (game, phase),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, first_side) REFERENCES side(game, id),
  FOREIGN KEY (game, first_turn_side) REFERENCES side(game, id),
  FOREIGN KEY (game, check_side) REFERENCES side(game, id),
  FOREIGN KEY (game, check_table) REFERENCES lookup_table(game, id)
);

-- A marker held by one side at a time (the Advantage): used once, then
-- handed to the opponent when pass_on_use is 1, or set aside when
-- pass_on_use is 0 and spent is 1.  start: who holds it first (NULL:
-- nobody).  owner: the one side that may ever hold it, given it by a
-- table's result code given_by (result_code.effect 'marker').
CREATE TABLE marker (
  game        TEXT NOT NULL REFERENCES game(id),
  id          TEXT NOT NULL,
  name        TEXT NOT NULL,
  start       TEXT,
  pass_on_use INTEGER NOT NULL DEFAULT 1,
  spent       INTEGER NOT NULL DEFAULT 0 CHECK (spent IN (0, 1)),
  owner       TEXT,
  given_by    TEXT,
  section     TEXT NOT NULL,
  note        TEXT,
  PRIMARY KEY (game, id),
  CHECK (NOT (spent = 1 AND pass_on_use = 1)),
  CHECK ((given_by IS NULL) = (owner IS NULL)),
  CHECK (start IS NULL OR owner IS NULL OR start = owner),
  FOREIGN KEY (game, start) REFERENCES side(game, id),
  FOREIGN KEY (game, owner) REFERENCES side(game, id)
);

-- What a marker can be used for.  side: only that side may use it this
-- way (NULL: either).  effect, what the program does besides recording:
--   'free-impulse'       the holder's next impulse follows at once and
--                        does not move the Impulse Track;
--   'deactivate-leader'  an enemy leader named in the use goes inactive;
--   'reroll'             the use names the roll it replaces;
--   NULL                 recorded only (the players apply it).
CREATE TABLE marker_use (
  game      TEXT NOT NULL,
  marker    TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  side      TEXT,
  effect    TEXT CHECK (effect IN ('free-impulse', 'deactivate-leader',
                 'reroll')),
  pos       INTEGER NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, marker, id),
  FOREIGN KEY (game, marker) REFERENCES marker(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Leaders with an Active/Inactive side.
--   self_activates  may be activated without another leader;
--   activated_by    else, the leader who must be active (and with him);
--   replacement_self a replacement for him keeps self-activation;
--   start           'active', 'inactive' or 'off-map' (enters later);
--   enters_active   comes on the map active;
--   vp_killed / vp_wounded  what his loss is worth to the enemy.
CREATE TABLE leader (
  game             TEXT NOT NULL REFERENCES game(id),
  id               TEXT NOT NULL,
  name             TEXT NOT NULL,
  side             TEXT NOT NULL,
  command          TEXT NOT NULL,     -- the formation he commands
  self_activates   INTEGER NOT NULL DEFAULT 0,
  activated_by     TEXT,
  replacement_self INTEGER NOT NULL DEFAULT 0,
  start            TEXT NOT NULL CHECK (start IN ('active', 'inactive',
                        'off-map')),
  enters_turn      INTEGER,           -- off-map: from this turn on
  enters_active    INTEGER NOT NULL DEFAULT 0,
  vp_killed        INTEGER NOT NULL DEFAULT 0,
  vp_wounded       INTEGER NOT NULL DEFAULT 0,
  pos              INTEGER NOT NULL,
  section          TEXT NOT NULL,
  uncertain        INTEGER NOT NULL DEFAULT 0,
  note             TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, activated_by) REFERENCES leader(game, id)
);

-- A leader's start as a scenario option sets it (12.0: Burnside active).
CREATE TABLE leader_start (
  game    TEXT NOT NULL,
  option  TEXT NOT NULL,
  leader  TEXT NOT NULL,
  start   TEXT NOT NULL CHECK (start IN ('active', 'inactive')),
  section TEXT NOT NULL,
  PRIMARY KEY (game, option, leader),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, leader) REFERENCES leader(game, id)
);

-- The leader casualty roll: the table, and what each of its results
-- does to the leader ('wounded': inactive for the rest of the turn;
-- 'killed' / 'serious': removed, his replacement returns later).
CREATE TABLE leader_casualty (
  game    TEXT NOT NULL,
  tbl     TEXT NOT NULL,
  code    TEXT NOT NULL,
  effect  TEXT NOT NULL CHECK (effect IN ('wounded', 'killed', 'serious')),
  section TEXT NOT NULL,
  PRIMARY KEY (game, tbl, code),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id)
);

-- Why a leader goes inactive (5.4), for `deactivate LEADER CAUSE`.
CREATE TABLE leader_cause (
  game    TEXT NOT NULL REFERENCES game(id),
  id      TEXT NOT NULL,
  name    TEXT NOT NULL,
  section TEXT NOT NULL,
  PRIMARY KEY (game, id)
);

-- Combat that compares totals instead of reading odds: each side's value
-- is the sum of its terms, each side rolls `dice`, and the difference of
-- the totals (:diff = OT - DT) is the result.
--   tally: a per-side counter track credited with a positive :diff
--          (casualty points inflicted).
CREATE TABLE contest (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  dice      TEXT NOT NULL,
  attacker  TEXT,                  -- always this side (the Union LRB)
  points    TEXT NOT NULL,         -- what :diff is called
  tally     TEXT,
  help      TEXT,                  -- our words
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, attacker) REFERENCES side(game, id),
  FOREIGN KEY (game, tally) REFERENCES track(game, id)
);

-- The inputs a contest takes (`assault lead=3 units=3 ...`).  A flag
-- input is 1 when typed bare.  dflt NULL: required.
CREATE TABLE contest_input (
  game    TEXT NOT NULL,
  contest TEXT NOT NULL,
  id      TEXT NOT NULL,
  name    TEXT NOT NULL,
  party   TEXT NOT NULL CHECK (party IN ('att', 'def')),
  flag    INTEGER NOT NULL DEFAULT 0,
  dflt    REAL,
  lo      REAL,
  hi      REAL,
  pos     INTEGER NOT NULL,
  section TEXT NOT NULL,
  PRIMARY KEY (game, contest, id),
  FOREIGN KEY (game, contest) REFERENCES contest(game, id)
);

-- One component of a side's value: expr, an SQL expression over the
-- inputs, when cond (NULL: always) holds.  note keeps the other reading
-- where the rule text and the player aid disagree.
CREATE TABLE contest_term (
  game      TEXT NOT NULL,
  contest   TEXT NOT NULL,
  party     TEXT NOT NULL CHECK (party IN ('att', 'def')),
  pos       INTEGER NOT NULL,
  name      TEXT NOT NULL,
  expr      TEXT NOT NULL,
  cond      TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, contest, party, pos),
  FOREIGN KEY (game, contest) REFERENCES contest(game, id)
);

-- What follows from the totals.  In each group the first outcome whose
-- cond holds applies; cond may use the inputs and :ot, :dt, :diff,
-- :att_roll, :def_roll (the natural rolls).  An outcome whose cond needs
-- an input that was not given is reported as untested.
CREATE TABLE contest_outcome (
  game    TEXT NOT NULL,
  contest TEXT NOT NULL,
  grp     TEXT NOT NULL,
  pos     INTEGER NOT NULL,
  cond    TEXT NOT NULL,
  label   TEXT NOT NULL,
  effect  TEXT,                     -- our words
  section TEXT NOT NULL,
  note    TEXT,
  PRIMARY KEY (game, contest, grp, pos),
  FOREIGN KEY (game, contest) REFERENCES contest(game, id)
);

-- Victory by comparing the sides' own levels (2.2.2): each side's level
-- is read off its own `track` (a per-side track, victory_level rows with
-- rank); the higher rank wins by the difference; equal ranks of at least
-- tie_min go to the higher `tiebreak` track; equal tiebreak is a draw;
-- both below tie_min: nobody wins (none_text).
CREATE TABLE victory_relative (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  track     TEXT NOT NULL,
  tiebreak  TEXT,
  tie_min   INTEGER NOT NULL DEFAULT 1,
  tie_text  TEXT,
  none_text TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, scenario),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, tiebreak) REFERENCES track(game, id)
);

-- What each way of absorbing points costs (8.6.1 Casualty Point
-- Expenditures), for `absorb`:
--   retreat          a Spent unit retreats (only once every unit is Spent);
--   flip             a Fresh unit flips to Spent;
--   eliminate-spent  a Spent unit is eliminated;
--   eliminate-fresh  a Fresh unit is eliminated.
CREATE TABLE loss_cost (
  game    TEXT NOT NULL REFERENCES game(id),
  kind    TEXT NOT NULL CHECK (kind IN ('retreat', 'flip', 'eliminate-spent',
               'eliminate-fresh')),
  name    TEXT NOT NULL,
  cost    INTEGER NOT NULL,
  section TEXT NOT NULL,
  note    TEXT,
  PRIMARY KEY (game, kind)
);

-- What a turn changes in the sequence of play: a step it leaves out
-- ('skip': no combat on a Thoroughfare-Only turn, only the artillery
-- phases during a cannonade), or a word said on arriving at a step
-- ('remind': no rally at night).  A row holds when every condition it
-- gives holds: the turn's daypart or one of its flags (`turn_flag`), the
-- turn's number in [first_turn, last_turn], the scenario, a rule option the
-- session was started with (option) or was not (unless: an optional rule
-- that sets the row aside), a track that is set (when_set: a flag the
-- game's state raised) or at 0 (when_clear: a side's rounds run out; a
-- scenario without the track never holds it).  `phase` names a step or
-- the phase above it.
CREATE TABLE phase_rule (
  game      TEXT NOT NULL REFERENCES game(id),
  phase     TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('skip', 'remind')),
  turn_flag TEXT,                   -- the turn's daypart or one of its flags
  first_turn INTEGER,
  last_turn INTEGER,
  scenario  TEXT,
  option    TEXT,
  when_set  TEXT,                   -- a track (a flag) that must be set:
                                    -- the reminder of a state (a side
                                    -- Demoralized starts no melee)
  when_clear TEXT,                  -- a track that must be there, at 0
  unless    TEXT,
  text      TEXT,                   -- our words ('remind'; why, for 'skip')
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- A flag a condition sets for the rest of the game (a side's
-- Demoralization): after every change of any track the test (SQL over the
-- tracks as named parameters, :losses_union) is asked of each flag not yet
-- set; once it holds the flag is set by the same command, and no later
-- change clears it (the undo of that command does).  scenario NULL: every
-- scenario that has no row of its own for the flag.  option / unless: the
-- row holds only with, or only without, that rule option (what
-- Demoralization means under the optional BCE rule is another effect).
-- action: an engine action the flag's setting fires, in the same command.
CREATE TABLE track_latch (
  game      TEXT NOT NULL REFERENCES game(id),
  scenario  TEXT,
  flag      TEXT NOT NULL,          -- a flag track's id ('demoralized.union')
  test      TEXT NOT NULL,
  effect    TEXT NOT NULL,          -- our words: what it now means
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  option    TEXT,
  unless    TEXT,
  action    TEXT,                   -- an engine action run when it sets
                                    -- the flag (one a mechanism the game
                                    -- uses declares: rules check)
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);
CREATE UNIQUE INDEX track_latch_key ON track_latch (game, COALESCE(scenario,
  ''), flag, COALESCE(option, ''), COALESCE(unless, ''));
-- A game's latches in their order (rowid), read after every command:
-- through this index they need no sort.
CREATE INDEX track_latch_game ON track_latch (game);

-- Victory read from the ratio of two totals (the Confederate VP to the
-- Union VP): the first level in `pos` order whose test (SQL over :ratio)
-- holds.  A scenario with levels and no ratio row is judged by its tests
-- alone, over the tracks and the places the players record as held
-- (held(SIDE, 'PLACE') of `control`): a positional condition.  Each total is SQL over the tracks as named parameters (a track
-- alone, or with the half points a carry keeps: ':vp_union + (:half_vp_
-- confederate % 2) / 2.0').  `zero` says in our words how a zero divisor
-- is read; the engine takes a ratio with nothing on either side as 1 and
-- one with a zero divisor as above every bound, and says so.
CREATE TABLE victory_ratio (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  num       TEXT NOT NULL,          -- the dividend, SQL over the tracks
  num_name  TEXT NOT NULL,          -- what it is called ('Confederate VP')
  den       TEXT NOT NULL,          -- the divisor
  den_name  TEXT NOT NULL,
  zero      TEXT NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, scenario),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

CREATE TABLE victory_ratio_level (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  pos       INTEGER NOT NULL,       -- 1 = the best for the dividend's side
  test      TEXT NOT NULL,          -- SQL over :ratio (where there is one),
                                    -- the tracks and held()
  level     TEXT NOT NULL,
  winner    TEXT,                   -- side id, NULL for a draw
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, scenario, pos),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, winner) REFERENCES side(game, id)
);

-- A flag that moves the level read off the ratio (or judged): set, the
-- level moves `by` places toward the level list's end (+1: one worse for
-- the dividend's side); two that cancel leave it where it was.  The flag
-- may be a derived track, set while its formula holds (28.38's losses).
CREATE TABLE victory_shift (
  game      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  when_set  TEXT NOT NULL,          -- the flag: the row holds while it is set
  by        INTEGER NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, scenario, when_set),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id)
);

-- The loss ledger: what one loss the table reports does to the tracks
-- (`loss SIDE KIND N`).  Every row of a kind is applied, together, as one
-- command.  track: a per-side track by its id without the side
-- ('casualties'); whose: the side that lost ('own') or the other ('enemy');
-- per: the amount per unit lost; every: the units lost are counted on
-- `carry` (a track of the side that lost) and `per` applies each time that
-- count passes a multiple of `every` (100 men on the track at each tenth
-- horse artillery gun); only_side: the row holds for that side only.
-- A track a scenario does not have is passed over, and said so.  option /
-- unless: the row holds only with, or only without, that rule option;
-- derived: the row is worked out, not printed (note says how), and each
-- loss it records says so.
CREATE TABLE loss_effect (
  game      TEXT NOT NULL REFERENCES game(id),
  kind      TEXT NOT NULL,
  name      TEXT NOT NULL,          -- the kind in the players' words
  unit      TEXT NOT NULL,          -- what N counts ('strength points')
  pos       INTEGER NOT NULL,
  track     TEXT NOT NULL,
  whose     TEXT NOT NULL CHECK (whose IN ('own', 'enemy')),
  per       INTEGER NOT NULL,
  every     INTEGER,
  carry     TEXT,
  only_side TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  option    TEXT,
  unless    TEXT,
  derived   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game, kind, pos),
  FOREIGN KEY (game, only_side) REFERENCES side(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- Events that cost a side's ammunition with a roll (`ammo SIDE EVENT`):
-- roll `dice`; when the roll is in `on_roll` (a comma list; NULL: always)
-- roll `next_dice` (NULL: the first roll counts) and take `per` times that
-- roll off the side's `track`; with no dice at all, `per` times N (a battery
-- firing: one round each).  option: a rule option that replaces the
-- basic row of the same id.  short: our words when the side has fewer
-- rounds left than the event spends, which refuses it (guns with no
-- rounds may not fire, 12.32), with its section; NULL: the track just
-- stops at its end (a caisson takes what is left).
CREATE TABLE ammo_event (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  dice      TEXT,
  on_roll   TEXT,
  next_dice TEXT,
  per       INTEGER NOT NULL,
  track     TEXT NOT NULL,
  option    TEXT,
  instead   TEXT,                   -- our words: under this row's option
                                    -- the event takes nothing from the
                                    -- track; what the players do instead
  short     TEXT,
  short_section TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  UNIQUE (game, id, option)
);

-- Registers of named things, each with its own counters (a brigade's
-- combat effectiveness boxes, a battery's rounds, a depot's stores): kept
-- per thing where the rules keep them, for `register`.  option: the rule
-- option that brings the register (NULL: always kept).
CREATE TABLE register (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  option    TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A register's counters.  hi NULL: each entry's own limit (its `size`);
-- `full` and `empty`: what reaching the limit or lo means, in our words,
-- said when it does and by `status` while it stays there.
CREATE TABLE register_counter (
  game      TEXT NOT NULL,
  register  TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  lo        INTEGER NOT NULL DEFAULT 0,
  hi        INTEGER,
  initial   INTEGER,                -- NULL: each entry starts at its limit
  full      TEXT,
  empty     TEXT,                   -- what reaching lo means (rounds out)
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, register, id),
  FOREIGN KEY (game, register) REFERENCES register(game, id)
);

-- The things a register holds from the start (the text lists them); a
-- player may add more in play (`register REG add NAME SIDE`).
CREATE TABLE register_entry (
  game      TEXT NOT NULL,
  register  TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  side      TEXT,
  size      INTEGER,                -- its own limit (a brigade's boxes)
  pos       INTEGER NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, register, id),
  FOREIGN KEY (game, register) REFERENCES register(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- What a result calls for next (a Cohesion Test after the CRT's coloured
-- box, a Break Test after B, the Broken Track after Broken 2): offered at
-- the prompt with what is known, printed as the line to type in a script.
-- source: the calculator (`fire`, `close`) or the table the result came
-- from; code: a result code, matched as whole words of the result (so D2
-- in "D2", B in "M B"); next: the command line, {cr} standing for the
-- testing unit's modified CR and {unit} for the unit, which the player
-- gives when it is offered (the results just applied may have changed the
-- CR: it is asked, never carried); cond: our words for when it applies,
-- said with it (NULL: always); pos: of several, the first offered.
CREATE TABLE result_next (
  game      TEXT NOT NULL REFERENCES game(id),
  source    TEXT NOT NULL,
  code      TEXT NOT NULL,
  next      TEXT NOT NULL,
  cond      TEXT,
  pos       INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, source, code)
);

-- Tables the walk rolls when it arrives at a step (the Random Events
-- Table each turn, a reinforcement roll while its queue has units left):
-- each row that holds is rolled once, in pos order, and its result's
-- `effect` rows are applied by the same command.  cond: SQL over the
-- session's values (tracks and flags by id, '-' and '.' as '_'; :turn;
-- the rules' functions such as queue_left('ID')), NULL: always.  typed: 1
-- when `next roll=N` gives this roll's dice (one row of a step at most).
CREATE TABLE step_roll (
  game       TEXT NOT NULL REFERENCES game(id),
  id         TEXT NOT NULL,
  phase      TEXT NOT NULL,
  tbl        TEXT NOT NULL,
  pos        INTEGER NOT NULL DEFAULT 0,
  scenario   TEXT,
  option     TEXT,
  unless     TEXT,
  first_turn INTEGER,
  last_turn  INTEGER,
  cond       TEXT,
  typed      INTEGER NOT NULL DEFAULT 0,
  section    TEXT NOT NULL,
  uncertain  INTEGER NOT NULL DEFAULT 0,
  note       TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, tbl) REFERENCES lookup_table(game, id),
  FOREIGN KEY (game, scenario) REFERENCES scenario(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- What follows from something that happened, as data: a table's result
-- rolled by the game's procedure (a step's roll, another effect's roll),
-- a latched flag being set, a unit of a queue arriving.
--   on_kind 'result'  on_id = the table, on_value = the result (NULL: any)
--           'latch'   on_id = the flag track (track_latch.action 'effects')
--           'arrive'  on_id = the queue, on_value = the unit (NULL: any)
--   action  'track-add'   add amount to track `target`
--           'track-set'   set track `target` to amount
--           'track-turn'  set track `target` to the turn number now
--           'add-result'  add amount times the (numeric) result to `target`
--           'queue'       the next unit of queue `target` arrives
--           'roll'        roll table `target` (its own effects follow)
--           'end'         the game ends: victory_condition `target` of the
--                         scenario (its result and winner)
--           'say'         say `text` (a reminder the players act on)
-- Applied in pos order, each recorded with its source (the effect row and
-- its section); a chain of rolls is bounded.  option / unless as
-- everywhere.  text: our words, said with the change.
CREATE TABLE effect (
  game      TEXT NOT NULL REFERENCES game(id),
  on_kind   TEXT NOT NULL CHECK (on_kind IN ('result', 'latch', 'arrive')),
  on_id     TEXT NOT NULL,
  on_value  TEXT,
  pos       INTEGER NOT NULL DEFAULT 0,
  action    TEXT NOT NULL CHECK (action IN ('track-add', 'track-set',
                 'track-turn', 'add-result', 'queue', 'roll', 'end',
                 'say')),
  target    TEXT,
  amount    INTEGER,
  option    TEXT,
  unless    TEXT,
  text      TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- Queues of units that arrive one at a time, in order, when an event or a
-- roll says so (a reinforcement track, a garrison released group by
-- group), for `queue`.  exhausted: our words for what an empty queue
-- means (said by `queue` and when its last unit arrives).
CREATE TABLE queue (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  side      TEXT,
  pos       INTEGER NOT NULL,
  option    TEXT,
  exhausted TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A queue's units in their order.  unit: its name as printed; what: our
-- words (its strength, where it enters); derived: the name or place is
-- worked out, not printed (note says how).
CREATE TABLE queue_unit (
  game      TEXT NOT NULL,
  queue     TEXT NOT NULL,
  pos       INTEGER NOT NULL,
  unit      TEXT NOT NULL,
  what      TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  derived   INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, queue, pos),
  FOREIGN KEY (game, queue) REFERENCES queue(game, id)
);

-- A track kept as a ledger by source (a campaign's VP track): every
-- change of it is an entry with where it came from (the track event's
-- source: a command, a rule row, a latch, a mechanism), its turn and its
-- amount, and its start value is the first entry, so the entries always
-- sum to the track.  `vp` lists them grouped by source.
CREATE TABLE ledger_track (
  game      TEXT NOT NULL REFERENCES game(id),
  track     TEXT NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, track),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- A part of a ledger track that follows a formula (what a state is
-- worth while it lasts): after every command `formula` (SQL over the
-- session's values, as a track's) is worked out and its difference from
-- what the part has put on the track so far is recorded as one entry: a
-- new value replaces the old, never adds to it.  option / unless as
-- everywhere.
CREATE TABLE ledger_part (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  track     TEXT NOT NULL,
  name      TEXT NOT NULL,
  formula   TEXT NOT NULL,
  option    TEXT,
  unless    TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, track) REFERENCES ledger_track(game, track),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- Named entries of a ledger track the players record when the map says
-- so (`award ITEM [N]`: a station destroyed, a score of N times `amount`):
-- `amount` on the track per one (N: how many, 1 when not typed).  once:
-- recorded at most once a game (a second is refused).  grp: the heading
-- `vp items` lists it under.
CREATE TABLE ledger_item (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  track     TEXT NOT NULL,
  grp       TEXT NOT NULL,
  name      TEXT NOT NULL,
  amount    INTEGER NOT NULL,
  once      INTEGER NOT NULL DEFAULT 1,
  pos       INTEGER NOT NULL,
  option    TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, track) REFERENCES ledger_track(game, track),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A flag a step of the sequence sets when its test (SQL over the tracks,
-- as a latch's) holds as the walk reaches the step and plays it, kept for
-- the rest of the game: a condition the rules check at one step only (a
-- preliminary victory in the Victory Check Phase), where a track_latch
-- is asked after every command.  option / unless as everywhere.
CREATE TABLE step_latch (
  game      TEXT NOT NULL REFERENCES game(id),
  phase     TEXT NOT NULL,
  flag      TEXT NOT NULL,
  test      TEXT NOT NULL,
  effect    TEXT NOT NULL,          -- our words: what it now means
  option    TEXT,
  unless    TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, flag),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- A victory held before the end (a preliminary victory): while `flag` is
-- set and `cancel` (a flag) is not, the result read off the victory
-- levels is at least `level` for its winner, unless the levels give
-- `unless_level` or one better for the other side, which then stands.
-- Levels by their text in the scenario's victory_level rows, whose
-- order (rowid) runs from one side's best to the other's.
CREATE TABLE victory_hold (
  game         TEXT NOT NULL REFERENCES game(id),
  flag         TEXT NOT NULL,
  cancel       TEXT,
  level        TEXT NOT NULL,
  unless_level TEXT,
  pos          INTEGER NOT NULL,
  option       TEXT,
  section      TEXT NOT NULL,
  uncertain    INTEGER NOT NULL DEFAULT 0,
  note         TEXT,
  PRIMARY KEY (game, flag),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A track whose gains start from a floor: a change that adds to a value
-- below `floor` first puts it at the floor, then adds (a side's supply
-- marker in a negative box going to zero before the victuals it receives
-- are counted).  Every gain, typed (`track ID +N`), by a step's rule or
-- an effect, takes it; a loss and `=N` do not.
CREATE TABLE track_gain (
  game      TEXT NOT NULL,
  track     TEXT NOT NULL,
  floor     INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, track),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- What a register counter's value means, where the rules name it (a
-- division at ammunition level 2 is at Low Ammo): said when the counter
-- comes to it, by `register REG` beside the value and by `status` while
-- it stays there.
CREATE TABLE register_level (
  game      TEXT NOT NULL,
  register  TEXT NOT NULL,
  counter   TEXT NOT NULL,
  value     INTEGER NOT NULL,
  label     TEXT NOT NULL,          -- the rules' name for it (Low Ammo)
  effect    TEXT,                   -- our words: what it does
  section   TEXT NOT NULL,
  PRIMARY KEY (game, register, counter, value),
  FOREIGN KEY (game, register, counter) REFERENCES register_counter(game,
    register, id)
);

-- A pool a register counter's decreases are taken from while it holds
-- any (the levels an ammunition train hands back): while the track is
-- above 0, lowering the counter spends as much of it and a decrease
-- larger than what is left is refused; at 0 a decrease is the players'
-- own (another source, a correction) and spends nothing.  remind: SQL
-- over the session's values (tracks by id with '-' and '.' as '_'),
-- when it holds `say` is said with each spend (a restriction the program
-- cannot check on the map).
CREATE TABLE register_pool (
  game      TEXT NOT NULL,
  register  TEXT NOT NULL,
  counter   TEXT NOT NULL,
  track     TEXT NOT NULL,
  remind    TEXT,
  say       TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, register, counter),
  FOREIGN KEY (game, register, counter) REFERENCES register_counter(game,
    register, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id)
);

-- A register counter set once by a table and kept (a fort's class, rolled
-- the first time it matters, then permanent): `register REG ENTRY COUNTER
-- roll WORDS...` looks up `tbl` with the words (its dice, typed with
-- roll=N or the program's), sets the counter to the numeric result and
-- adds the entry first when the register has no entry of that name (for
-- `side`); asked again, it says the value kept and rolls nothing.  The
-- counter's start value means "not rolled yet".
CREATE TABLE register_roll (
  game      TEXT NOT NULL,
  register  TEXT NOT NULL,
  counter   TEXT NOT NULL,
  tbl       TEXT NOT NULL,
  side      TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, register, counter),
  FOREIGN KEY (game, register, counter) REFERENCES register_counter(game,
    register, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Things a command scores, each once a game (a town levied, a depot
-- destroyed), as often as it happens (a depot captured again), or once a
-- turn while held (a county controlled, worth less each turn it is held
-- again).  The award's id is the command that claims it when the program
-- has one (`levy TOWN`, `county COUNTY`); any other is `award ID THING`.
--   kind 'once'  each thing once a game: a second claim is refused
--        'each'  each time it happens
--        'held'  once a turn; the nth turn it is claimed, consecutive or
--                not, scores the nth of its points
--   track: where its points go, signed as the items give them;
--   side: the side that claims it (NULL: either side, or the umpire);
--   mult: SQL over the session's values (the tracks, :turn, and
--   turn_days(A, B), the days from turn A's date to turn B's) that
--   multiplies the points, NULL: 1; mult_why: our words for it, said
--   with the points when it is not 1.
CREATE TABLE award (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,          -- what a thing is called: 'town'
  done      TEXT NOT NULL,          -- what a claim does, as the log says
                                    -- it: 'levied'
  kind      TEXT NOT NULL CHECK (kind IN ('once', 'each', 'held')),
  track     TEXT NOT NULL,
  side      TEXT,
  mult      TEXT,
  mult_why  TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- The things of an award.  points: a comma list of signed whole numbers,
-- the first for the first claim, the second for the second and so on, the
-- last repeating (one number for a thing scored once); NULL: no points.
-- many: 1 for a line that stands for any number of things the text does
-- not name one by one (all other Union depots), claimed each time.
CREATE TABLE award_item (
  game      TEXT NOT NULL,
  award     TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT NOT NULL,
  pos       INTEGER NOT NULL,
  points    TEXT,
  many      INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, award, id),
  FOREIGN KEY (game, award) REFERENCES award(game, id)
);

-- What a claim puts on a register: the counter of the register's entry
-- of the thing's id set to amount ('set') or raised by it ('add'), as
-- the same command.  option / unless as everywhere (the simplified
-- supply rules' smaller stores).
CREATE TABLE award_store (
  game      TEXT NOT NULL,
  award     TEXT NOT NULL,
  item      TEXT NOT NULL,
  register  TEXT NOT NULL,
  counter   TEXT NOT NULL,
  op        TEXT NOT NULL DEFAULT 'set' CHECK (op IN ('set', 'add')),
  amount    INTEGER NOT NULL,
  option    TEXT,
  unless    TEXT,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, award, item) REFERENCES award_item(game, award, id),
  FOREIGN KEY (game, register, counter) REFERENCES
    register_counter(game, register, id),
  FOREIGN KEY (game, register, item) REFERENCES
    register_entry(game, register, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);

-- Secret orders a side gives that take effect some turns later (a depot
-- dismantled or built): `plan SIDE KIND THING` is recorded for that
-- side's eyes only, due `turns` turns ahead; on a later turn the side may
-- cut it by one (`plan SIDE cut`, once a turn); it becomes public when the
-- walk reaches `step` on the turn it falls due, saying `due` (our words:
-- what the players do then).  A side has one order in hand at a time.
-- side: the side that may give it (NULL: either); first_turn: the first
-- turn it may be given.
CREATE TABLE plan_kind (
  game       TEXT NOT NULL REFERENCES game(id),
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  side       TEXT,
  turns      INTEGER NOT NULL CHECK (turns > 0),
  step       TEXT NOT NULL,
  first_turn INTEGER,
  due        TEXT NOT NULL,
  section    TEXT NOT NULL,
  uncertain  INTEGER NOT NULL DEFAULT 0,
  note       TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, step) REFERENCES phase(game, id)
);

-- Flags that follow a test, and amounts that fade over turns: the army
-- morale of The Long Roads to Gettysburg (15.1, 15.2) and what will
-- reuse them (HACKING.md).
--
-- A flag that follows a test (SQL over the tracks, as track_latch's):
-- set by the command after which the test holds, cleared by the one after
-- which it no longer does (Army Disorder while morale is 8 or more).
-- Each change is a `track` event of that command, its source this row,
-- said with `effect` when set and `ended` when cleared.  A latch may
-- read the flag to keep that it was ever set.  option / unless as
-- everywhere.
CREATE TABLE track_follow (
  game      TEXT NOT NULL REFERENCES game(id),
  flag      TEXT NOT NULL,          -- a flag track's id ('disorder.union')
  test      TEXT NOT NULL,
  effect    TEXT NOT NULL,          -- our words: what it means while set
  ended     TEXT NOT NULL,          -- our words: what its clearing means
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  option    TEXT,
  unless    TEXT,
  PRIMARY KEY (game, flag),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id),
  FOREIGN KEY (game, unless) REFERENCES rule_option(game, id)
);
-- A game's follows in their order (rowid), read after every command:
-- through this index they need no sort.
CREATE INDEX track_follow_game ON track_follow (game);

-- Amounts that fade (the fade mechanism, `eliminated`): an event of a
-- kind (a side's division eliminated) adds the first of its amounts to
-- its pool on the turn it happens, the next on the turn after, and so on
-- until they run out (15.1: a Union division 3, 2, 1).  A formula reads
-- a pool's amount now as fade('POOL'); the turn passing is all it takes
-- to fade.  amounts: a comma list of whole numbers, the event's turn
-- first.
CREATE TABLE fade (
  game      TEXT NOT NULL REFERENCES game(id),
  side      TEXT NOT NULL,
  kind      TEXT NOT NULL,          -- the word the command takes
  name      TEXT NOT NULL,          -- our words: 'Union division'
  amounts   TEXT NOT NULL,
  pool      TEXT NOT NULL,          -- what it adds to: fade('morale.union')
  says      TEXT,                   -- our words, said with the event (what
                                    -- the players do besides)
  pos       INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, side, kind),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Multiple commanders (The Long Roads to Gettysburg 21.1; any game whose
-- option divides a side among players): the commander roles a side may
-- have, what each holds at the start, the duties one of them may be given,
-- and what the rules forbid a holder.  A campaign's server creates the
-- roles named in `serve new ... commanders=ID,...` (or the umpire's `role
-- add SIDE ID`); what each holds then is folded from the "role" events.
-- players: the commanders its side must have for the role to be taken (21.1:
-- Halleck with three or more Union players); option: the rule option it
-- needs (NULL: the game's own roster needs none but the one that brings
-- commanders at all, `option` of its side's rows).
CREATE TABLE commander_role (
  game      TEXT NOT NULL REFERENCES game(id),
  side      TEXT NOT NULL,
  id        TEXT NOT NULL,          -- the commander's name: role SIDE/ID
  name      TEXT NOT NULL,
  overall   INTEGER NOT NULL DEFAULT 0 CHECK (overall IN (0, 1)),
  players   INTEGER NOT NULL DEFAULT 1 CHECK (players >= 1),
  option    TEXT,
  pos       INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- Who holds a formation (or a duty) at the start: the first role by pos
-- that the campaign has.  A formation none of them has is held by no one
-- (the side's overall commander answers for it) until it is given.
CREATE TABLE commander_hold (
  game      TEXT NOT NULL REFERENCES game(id),
  formation TEXT NOT NULL,          -- a formation id or a duty id
  role      TEXT NOT NULL,
  pos       INTEGER NOT NULL DEFAULT 0,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, formation, role),
  FOREIGN KEY (game, role) REFERENCES commander_role(game, id)
);

-- A duty a side gives one of its commanders (21.1's Quartermaster
-- General): the commands and tracks that are then his (comma lists).  A
-- line of one of those commands, or naming one of those tracks, is the
-- holder's (or the overall commander's, or the umpire's).
CREATE TABLE commander_duty (
  game      TEXT NOT NULL REFERENCES game(id),
  side      TEXT NOT NULL,
  id        TEXT NOT NULL,          -- unique in the game: the side's
  name      TEXT NOT NULL,
  commands  TEXT NOT NULL DEFAULT '',
  tracks    TEXT NOT NULL DEFAULT '',
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, id),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Who may not hold a formation (or a duty): bar 'overall' (the side's
-- overall commander), 'holder' (whoever holds formation `other`).
-- when_clear: the bar lapses once that flag is set.
CREATE TABLE command_bar (
  game       TEXT NOT NULL REFERENCES game(id),
  formation  TEXT NOT NULL,
  bar        TEXT NOT NULL CHECK (bar IN ('overall', 'holder')),
  other      TEXT,
  when_clear TEXT,
  section    TEXT NOT NULL,
  note       TEXT,
  PRIMARY KEY (game, formation, bar),
  CHECK ((bar = 'holder') = (other IS NOT NULL)),
  FOREIGN KEY (game, other) REFERENCES formation(game, id)
);

-- When control changes hands: kind 'change', a step it may be made in,
-- with the +1 fatigue reminder or not (fatigue), needing flag when_set
-- (21.1: Meade taking command); kind 'setup', before which step of the
-- first turn a change is the set-up's (no fatigue).  count: the formation
-- kind each subordinate holds at least as many of as the overall commander
-- (the 'setup' row carries it; NULL: no such rule).  to_overall: what a
-- change to the overall commander needs, which the players say with the
-- word `near` (the umpire may rule without it); NULL: nothing.
CREATE TABLE command_window (
  game      TEXT NOT NULL REFERENCES game(id),
  phase     TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('change', 'setup')),
  fatigue   INTEGER NOT NULL DEFAULT 1 CHECK (fatigue IN (0, 1)),
  when_set  TEXT,
  count     TEXT,
  to_overall TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, phase, kind),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id)
);

-- The side's overall commander while a flag holds (the first row by pos
-- whose flags hold): role (if the campaign has it) or the holder of
-- formation holder_of.  Otherwise the one the roster names.
CREATE TABLE overall_rule (
  game       TEXT NOT NULL REFERENCES game(id),
  side       TEXT NOT NULL,
  pos        INTEGER NOT NULL,
  when_set   TEXT NOT NULL,
  when_clear TEXT,
  role       TEXT,
  holder_of  TEXT,
  section    TEXT NOT NULL,
  note       TEXT,
  PRIMARY KEY (game, side, pos),
  CHECK ((role IS NULL) <> (holder_of IS NULL)),
  FOREIGN KEY (game, role) REFERENCES commander_role(game, id),
  FOREIGN KEY (game, holder_of) REFERENCES formation(game, id)
);

-- The set-up charts' Corps column as printed (setup.formation) tied to
-- the formation it belongs to.
CREATE TABLE formation_label (
  game      TEXT NOT NULL REFERENCES game(id),
  side      TEXT NOT NULL,
  label     TEXT NOT NULL,
  formation TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, side, label),
  FOREIGN KEY (game, formation) REFERENCES formation(game, id)
);

-- Sealed postures (the posture mechanism, `declare CHOICE`): once a turn,
-- at one step of its sequence, each side chooses one of a fixed list in
-- secret (a chit face down); the others see only that it was chosen.
-- The choices are revealed together once every side has chosen (or when
-- the walk leaves the step), and each sets its side's flag track
-- (flag || '.' || SIDE) to the choice's value, for the turn.  A side
-- whose own flag last_flag || '.' || SIDE is set (a spy contest's
-- winner) chooses last: the others first, and their choices are shown
-- to it before it chooses.  The Long Roads to Gettysburg's Operational /
-- Passive declaration (4.1) uses it; HACKING.md names the next user.
CREATE TABLE posture (
  game      TEXT NOT NULL REFERENCES game(id),
  step      TEXT NOT NULL,          -- the step it is chosen in
  name      TEXT NOT NULL,          -- our words: 'posture'
  flag      TEXT NOT NULL,          -- the flags' prefix ('operational')
  last_flag TEXT,                   -- the prefix of the flags that make a
                                    -- side choose last ('spy-won')
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game),
  FOREIGN KEY (game, step) REFERENCES phase(game, id)
);
CREATE TABLE posture_choice (
  game      TEXT NOT NULL REFERENCES game(id),
  id        TEXT NOT NULL,          -- the word typed ('passive')
  name      TEXT NOT NULL,
  value     INTEGER NOT NULL,       -- what the side's flag reads
  pos       INTEGER NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, id)
);

-- When a side may give or cut a secret order (plan_kind): each row of
-- its kind (or of every kind: kind NULL) must hold, SQL over the
-- session's values with the ordering side bound as :side (13.8: a
-- passive side only, its flag read).  why: our words, said when it
-- does not.
CREATE TABLE plan_may (
  game      TEXT NOT NULL REFERENCES game(id),
  kind      TEXT,
  test      TEXT NOT NULL,
  why       TEXT NOT NULL,
  section   TEXT NOT NULL,
  note      TEXT
);

-- Written orders timed by the rules (the messages mechanism): a game whose
-- commanders write to one another and roll for each message's delivery
-- (The Long Roads to Gettysburg 21.2).  tbl: the delivery table, rolled
-- when a message is sent with the inputs typed (distance=N, rail=N);
-- phase: the step messages are written in (and read at its end); option:
-- the rule option without which there is no such rule; per_phase: how many
-- a sender may send each recipient in that step.
CREATE TABLE message_rule (
  game      TEXT NOT NULL PRIMARY KEY REFERENCES game(id),
  tbl       TEXT NOT NULL,
  phase     TEXT NOT NULL,
  option    TEXT,
  per_phase INTEGER NOT NULL CHECK (per_phase > 0),
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- What each result of the delivery table means: delay 0, read at the end
-- of the step it was sent in; N, read at that step N turns later; NULL,
-- destroyed (its sender knows at once, its recipient never).
CREATE TABLE message_result (
  game      TEXT NOT NULL REFERENCES message_rule(game),
  result    TEXT NOT NULL,          -- a result_code of the delivery table
  delay     INTEGER CHECK (delay IS NULL OR delay >= 0),
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, result)
);

-- What stops or delays a side's written messages, as a test over the
-- tracks (:comms_breakdown_union): 'silent', the side sends none this
-- turn; 'hold', its messages due this turn wait a turn; 'intercept', its
-- messages of the prior turn and those due go to the enemy's overall
-- commander to read, and those due are not delivered.  what: our words.
CREATE TABLE message_block (
  game      TEXT NOT NULL REFERENCES message_rule(game),
  side      TEXT NOT NULL,
  effect    TEXT NOT NULL CHECK (effect IN ('silent', 'hold', 'intercept')),
  test      TEXT NOT NULL,
  what      TEXT NOT NULL,
  section   TEXT NOT NULL,
  uncertain INTEGER NOT NULL DEFAULT 0,
  note      TEXT,
  PRIMARY KEY (game, side, effect, test),
  FOREIGN KEY (game, side) REFERENCES side(game, id)
);

-- Secrets the rules keep (src/core/track_secret.c, track_guard.c,
-- track_step_when.c; src/mech/secrets.c).
--
-- A track kept by one side alone (a supply sheet, a count of hidden
-- markers, a side's time chits): its changes are recorded for that side
-- and the umpire, and every other view reads neither them nor its value
-- (status, `track`, the log, /state, exports), nor that of a derived
-- track whose formula reads it.  option: only in a session started with
-- that rule option (NULL: always).  The track may be a part's loaded
-- later (no foreign key): `rules check` finds one that is missing.
CREATE TABLE track_secret (
  game      TEXT NOT NULL REFERENCES game(id),
  track     TEXT NOT NULL,
  side      TEXT NOT NULL,
  option    TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, track),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A change of a track the rules allow only while a test holds (a time
-- chit spent only by an operational side, no more hidden markers than
-- the allowance): `track` refuses a change the other way of dir ('up':
-- a rise, 'down': a fall) when the test gives 0, in one line with `why`
-- and the section, recording nothing.  The test reads the tracks and
-- options as formulas do, with the value the change would give as :to.
CREATE TABLE track_guard (
  game      TEXT NOT NULL REFERENCES game(id),
  track     TEXT NOT NULL,
  id        TEXT NOT NULL,
  dir       TEXT NOT NULL CHECK (dir IN ('up', 'down')),
  test      TEXT NOT NULL,
  why       TEXT NOT NULL,          -- our words: what the rule says
  option    TEXT,
  section   TEXT NOT NULL,
  PRIMARY KEY (game, track, id),
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A change a step makes to a track only while a test holds (a passive
-- side's time chit at the step after the declarations): before the
-- step's track_step rows (a copy there reads the change), in rowid
-- order, held within the track's bounds.
CREATE TABLE track_step_when (
  game      TEXT NOT NULL REFERENCES game(id),
  track     TEXT NOT NULL,
  phase     TEXT NOT NULL,
  amount    INTEGER NOT NULL,
  test      TEXT NOT NULL,
  option    TEXT,
  section   TEXT NOT NULL,
  note      TEXT,
  FOREIGN KEY (game, track) REFERENCES track(game, id),
  FOREIGN KEY (game, phase) REFERENCES phase(game, id),
  FOREIGN KEY (game, option) REFERENCES rule_option(game, id)
);

-- A side's look at the enemy's secrets on a turn a flag is set (the Spy
-- winner's, 2.0): `look` records the enemy's secret tracks and secret
-- order as they stand, for the looking side and the umpire alone.
CREATE TABLE secret_look (
  game      TEXT NOT NULL REFERENCES game(id),
  side      TEXT NOT NULL,          -- the side that looks
  flag      TEXT NOT NULL,          -- the track that must be set
  section   TEXT NOT NULL,
  note      TEXT,
  PRIMARY KEY (game, side),
  FOREIGN KEY (game, side) REFERENCES side(game, id),
  FOREIGN KEY (game, flag) REFERENCES track(game, id)
);

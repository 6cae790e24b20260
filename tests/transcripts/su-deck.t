# The Shattered Union activation deck, on the test-only module
# fixtures/modules/su-test.yaml (made-up names; written on the series
# rows, `series: shattered-union`): seeding in secret (D-1), the draw and
# what each card allows (F-1 to F-3), Friction of War, the end of the
# turn (J-2), and a whole game by `next` alone, the deck's every card in
# one place at every step.

$ adjutant -c 'module import fixtures/modules/su-test.yaml' | sed 's/ (SHA.*//'
Installed module su-test from fixtures/modules/su-test.yaml

Each formation seeds as many of its cards as the scenario gives it, its
owner choosing which; a card is named once, and a formation arriving
later seeds from its turn.

$ adjutant --session d.adj --seed 3 -c 'new su-test the-creek' > /dev/null; adjutant --session d.adj -c 'seed union bf-attack bf-defend bs-maneuver'
  Union seeds Blue First Attack (hidden from the other side).
  Union seeds Blue First Defend (hidden from the other side).
  Union seeds Blue Second Maneuver (hidden from the other side).

$ adjutant --session d.adj -c 'seed union bf-maneuver'
Blue First Division seeds 2 cards a turn (D-1C): 1 more does not go in
[1]

$ adjutant --session d.adj -c 'seed confederate gf-attack gf-attack'
Gray First Attack named twice: expected 2 different cards
[1]

$ adjutant --session d.adj -c 'seed confederate gs-attack'
Gray Second Attack's formation seeds no cards this turn
[1]

$ adjutant --session d.adj -c 'seed confederate c-yell' 2>&1 | cut -c1-60
no card "c-yell" among the cards to seed: expected one of Gr

What a side did not seed when the step comes is chosen for it (here at
random); every side then reads how many each seeded, never which.

$ adjutant --session d.adj --seed 5 -c next | tail -1
  Cards seeded: Union 3, Confederate 2 (D-1C).

$ adjutant --session d.adj --side confederate -c log | tail -5
    5  9:00   -       (hidden from the confederate view)
    6  9:00   phase   Turn 1 (9:00): Command Decision Phase: Formation Activation Cards
    7  9:00   chit    Confederate seeds Gray First Defend
    8  9:00   chit    Confederate seeds Gray First Maneuver
    9  9:00   seeded  Cards seeded: Union 3, Confederate 2 (D-1C)

$ adjutant --session d.adj -c 'seed union bs-attack'
the deck is built for this turn: cards are seeded before it is (D-1C), next turn
[1]

The deck is built: the seeded cards, the Key and blind Events, both CIC
cards and Friction of War.

$ adjutant --session d.adj --seed 5 -c 'key union u-volley' -c 'key confederate c-flank' -c next -c next -c next > /dev/null; adjutant --session d.adj --side confederate -c cup
Deck: 14 cards - 6 Event, 5 Formation (Union 3, Confederate 2), 2 CIC (Union CIC, Confederate CIC), 1 Wild (Friction of War).
  excluded  2
  cards     5

An Event labelled Play Immediately is played as drawn, or as its Default
Event: it is never held, and one left in hand at the next draw is lost.
A draw typed at the held cards' phase is made at the draw step.

$ cp d.adj before-draws.adj; adjutant --session d.adj --side union -c 'draw u-volley' -c 'hold u-volley'
Activation Phase: Draw Activation Card Step (NC F-1)
  Eligible held Hold-type Events first (die-off if both); then draw the top card: hand it to its owner, or read a wild card aloud.
Drew: Union Volley (event, Union) - pulled from your deck
  Handed to the Union player: play it now, or as its Default Event (`default u-volley`) (F-2A).
Union Volley is labelled Play Immediately: play it now, or as its Default Event (`default u-volley`), never held (F-2A)
[1]

$ adjutant --session d.adj --side union -c 'draw bf-attack'
Union Volley was not played when drawn: discarded (F-2A).
Drew: Blue First Attack (formation, Union) - pulled from your deck
  Handed to the Union player: activate it now (`play bf-attack`) or hold it face down (F-3B).

A Default Event is made of the card just drawn alone: a Hold card held,
then another drawn, is no longer one.

$ cp before-draws.adj e.adj; adjutant --session e.adj --side confederate -c 'draw c-flank' -c 'hold c-flank' -c 'draw gf-defend' -c 'default c-flank' 2>&1 | tail -1
Confederate Flank March was not the card just drawn: a Default Event is made of that card alone, as it is drawn (F-2B)

$ cp before-draws.adj e.adj; adjutant --session e.adj --side confederate -c 'draw c-flank' -c 'hold c-flank' -c 'default c-flank' 2>&1 | tail -1
Confederate Flank March is held: a card held is no longer played as its Default Event (F-2B)

$ cp before-draws.adj e.adj; adjutant --session e.adj --side union -c 'draw u-volley' -c 'default u-volley' 2>&1 | tail -1
Union Volley played as its Default Event: one unit makes a minimum move or fires (F-2B).

$ cp before-draws.adj e.adj; adjutant --session e.adj --side union -c 'draw bf-attack' -c 'default bf-attack' 2>&1 | tail -1
Blue First Attack is no Event card: only an Event is played as its Default Event

Friction of War discards the next card drawn, whatever it is: it never
reaches a hand, so it cannot be held.

$ cp before-draws.adj f.adj; adjutant --session f.adj -c 'draw friction' -c 'draw bf-attack' -c 'hold bf-attack' 2>&1 | tail -4
  The next card drawn is negated (F-2C).
Drew: Blue First Attack (formation, Union) - pulled from your deck
  Negated by Friction of War: discarded with no effect (F-2C).
no card "bf-attack" held: expected one of (none there)

A formation's card played activates the formation under its order; its
steps follow, and the draw comes round again by the held cards' phase.

$ adjutant --session d.adj -c 'play bf-attack' -c next | head -2
Blue First Division activated under Attack orders (One Brigade) (F-3A).
Activation Phase: Immediate Event and Wild Card Step (NC F-2)

Which order each formation's card played last this turn carried, as the
players would read it off the discards: a defender whose formation's last
card was a Defend may have its Defensive Fire die rolled again (I-3A).  A
card held, not played, does not count.

$ adjutant --session d.adj -c cup | tail -1
  Last order played this turn (I-3A): Blue First Division Attack.

$ adjutant --session d.adj -c 'next draw-card yes' -c 'draw bs-maneuver' -c 'hold bs-maneuver' -c 'draw bf-defend' -c 'play bf-defend' > /dev/null 2>&1; adjutant --session d.adj -c cup | tail -1; adjutant --session d.adj --json -c cup | jq -c .cup.last_orders
  Last order played this turn (I-3A): Blue First Division Defend.
{"blue-first":"defend"}

A held formation or CIC card waits for the held cards' phase, or the draw: not another card's steps; nor does the roll-off come there.

$ adjutant --session d.adj -c next -c next > /dev/null; adjutant --session d.adj -c status | sed -n 2p; adjutant --session d.adj -c 'play bs-maneuver' -c 'rolloff'
Turn 1 of 3 (9:00)   Phase: Activation Phase: Formation Activation/CIC Card Step
Blue Second Maneuver is held: a held formation or CIC card is played in the Held Formation Activation/CIC Card Phase (NC E), before a draw, not in another card's steps
the roll-off is made before held cards are played: in the Held Formation Activation/CIC Card Phase (NC E) or at the draw, not now
[1]

$ adjutant --session d.adj -c 'next end-phase yes' -c next -c next > /dev/null 2>&1; adjutant --session d.adj -c status | sed -n 2p; adjutant --session d.adj -c cup | grep -c 'Last order'
Turn 2 of 3 (10:00)   Phase: Game Turn Marker Phase
0
[1]

A card held goes back to its owner at the end of the turn with every
other: the next turn's seeding starts from them all.

$ cp before-draws.adj h.adj; adjutant --session h.adj -c 'draw bs-maneuver' -c 'hold bs-maneuver' | tail -1
Blue Second Maneuver stays in the Union player's hand, face down (play it in a later held cards' phase or at the turn's end: F-3B, J-1).

$ adjutant --session h.adj -c 'next end-phase yes' -c next -c next | grep 'gathered'; adjutant --session h.adj --json -c cup | grep -o '"cards":[0-9]*'
  16 cards gathered for the next turn (J-2).
"cards":10

At the end of the turn (J-1) held Events are played, the sides taking
turns from the one the step names; no Default Event then.

$ cp before-draws.adj j.adj; adjutant --session j.adj -c 'draw c-flank' -c 'hold c-flank' > /dev/null; adjutant --session j.adj -c 'next held-event-cards yes' 2>&1 | tail -1; adjutant --session j.adj -c 'default c-flank'; adjutant --session j.adj -c 'play c-flank'
  Held Events: Union 0, Confederate 1. The Confederate play first, then the sides take turns, one card each; no Default Event now (J-1).
no Default Event is played in the End Phase: Held Event Card Step (NC J-1): only a held Event, as its card says
Played Confederate Flank March.

When both sides would play held cards before a draw, each rolls a die:
the higher chooses who plays first, then they alternate; on a tie nobody
plays a held card now.  They stay held, and the next card is drawn.

$ cp before-draws.adj o.adj; adjutant --session o.adj -c 'draw bs-maneuver' -c 'hold bs-maneuver' -c 'draw c-flank' -c 'hold c-flank' > /dev/null; adjutant --session o.adj -c 'rolloff union=4 confederate=4' -c 'play bs-maneuver'
Roll-off for held cards: Union 4, Confederate 4: a tie, nobody plays a held card now; they stay held (E).
the roll-off tied: no held card is played now, Blue Second Maneuver stays held (E); `next` draws the next card
[1]

$ adjutant --session o.adj -c 'hand union' | tail -1; adjutant --session o.adj --seed 1 -c next > /dev/null; adjutant --session o.adj -c 'play bs-maneuver' | head -1
  Union hand: Blue Second Maneuver.
Blue Second Division activated under Maneuver orders (One Unit) (F-3A).

$ adjutant --session o.adj --seed 3 -c 'rolloff union=6 rebel=2' -c 'rolloff usa=9'
Roll-off for held cards: Union 6, Confederate 2: the Union choose to play first or second, then the sides take turns (E).
  The Union choose to play held cards: first, chosen at random (none given).
Held cards: the Union play first, then the sides take turns, as the Union chose (E).
9 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

A General Casualty (F-2C) on turn 3 to a formation allowed 2 cards: 2
on turn 3, 1 from turn 4; the same result on turn 6 is a Recovery, 2
again from turn 7.  A formation not in the game yet is not touched; one
allowed a single card loses every card of one order instead.

$ adjutant --session g.adj --seed 2 -c 'new su-test the-long-road' -c 'next reset-vp yes' -c next -c 'next reset-vp yes' -c next -c 'next draw-card yes' > /dev/null 2>&1; adjutant --session g.adj -c status | sed -n 2p
Turn 3 of 7 (11:00)   Phase: Activation Phase: Draw Activation Card Step

$ adjutant --session g.adj -c 'general blue-first' -c 'general gray-second'
General Casualty: Blue First Division seeds 1 card from the next turn, not 2 (F-2C).
Gray Second Division is not in the game yet: the General Casualty has no effect (F-2C).

$ adjutant --session g.adj -c 'general blue-second defend'
Blue Second Division has no defend cards: expected one of its orders
[1]

$ adjutant --session g.adj --seed 4 -c 'next reset-vp yes' -c next -c 'next draw-card yes' -c 'next reset-vp yes' -c next -c 'next draw-card yes' -c 'next reset-vp yes' -c next | grep 'Cards seeded\|begins'
Turn 4 of 7 (12:00) begins.
  Cards seeded: Union 2, Confederate 3 (D-1C).
Turn 5 of 7 (13:00) begins.
  Cards seeded: Union 2, Confederate 3 (D-1C).
Turn 6 of 7 (14:00) begins.

$ adjutant --session g.adj -c 'general blue-first'
Recovery: the general of Blue First Division is back; it seeds its full number of cards again from the next turn (F-2C).

$ adjutant --session g.adj --seed 4 -c 'next draw-card yes' -c 'next reset-vp yes' -c next -c 'next draw-card yes' | grep 'Cards seeded\|begins'
  Cards seeded: Union 2, Confederate 3 (D-1C).
Turn 7 of 7 (15:00) begins.
  Cards seeded: Union 3, Confederate 3 (D-1C).

$ adjutant --session g.adj -c 'general blue-second attack' | tail -1; adjutant --session g.adj -c 'general cic union' -c 'next reset-vp yes' | grep 'CIC'
General Casualty: Blue Second Division, allowed one card, loses its attack cards from the next turn (F-2C).
CIC General Casualty: the Union lose one CIC card at the end of the turn (F-2C).
(passed Activation Phase: Formation Activation/CIC Card Step)
  Union CIC out of the game: its general fell (F-2C).

A whole game by `next` alone: every card is always in one place (each
move is checked as it is folded), and the deck holds all 21 at the end.

$ (echo 'new su-test the-creek'; for i in $(seq 1 150); do echo next; done) | adjutant --session w.adj --seed 11 - > w.out 2>&1; grep -c 'Cards seeded' w.out; grep '^Game over' w.out
3
Game over after turn 3 (11:00): Confederate Victory.

$ adjutant --session w.adj --json -c cup | grep -o '"[a-z]*":[0-9]*' | grep -v count | awk -F: '{ n += $2 } END { print n }'
21

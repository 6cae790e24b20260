# Shattered Union's Fog of War card (F-2C), on the test-only module
# fixtures/modules/su-test.yaml and its made-up card (two CSVs, imported
# as an owner enters the card he owns): the drawer rolls Red and White,
# and the result's words say what happens and to whom.

$ adjutant -c 'module import fixtures/modules/su-test.yaml' | sed 's/ (SHA.*//'
Installed module su-test from fixtures/modules/su-test.yaml

$ adjutant -c 'table import su-test.fog-of-war fixtures/modules/su-test-fog.csv' -c 'table import su-test.fog-general fixtures/modules/su-test-generals.csv' | sed 's/, saved in.*//'
Imported the Fog of War Table: 5 cells
Imported the Fog of War Generals: 6 cells

$ adjutant --session f.adj --seed 1 -c 'new su-test the-fog' -c next -c next -c next -c next > /dev/null; adjutant --session f.adj -c status | sed -n 2p; cp f.adj start.adj
Turn 1 of 3 (9:00)   Phase: Held Formation Activation/CIC Card Phase


Battlefield Chaos on a side that holds no card can only move one of its units.

$ adjutant --session f.adj -c 'draw fog roll=13' | tail -2
  The Union side holds no card: the chaos can only move a unit.
  Battlefield Chaos: the Confederate player moves one Union unit one hex, as a Minimum Move with no combat (F-2C).


A held card: the opponent may discard it instead.  He picks it face down, so the program takes one at random; every card was named to both sides as it was drawn, so both read which one went.

$ cp start.adj h.adj; adjutant --session h.adj -c 'draw u-rally' -c 'hold u-rally' -c 'draw u-scouts' -c 'hold u-scouts' > /dev/null; adjutant --session h.adj --seed 1 -c 'draw fog roll=15' | tail -2
  Battlefield Chaos: Union Rally discarded.
  Battlefield Chaos: the Confederate player discards one of the Union side's held cards, picked face down (F-2C).

$ adjutant --session h.adj --side confederate -c log | tail -2
   32  9:00   chit    Union: Battlefield Chaos: Union Rally discarded
   33  9:00   chaos   Union: Battlefield Chaos: the Confederate player discards one of the Union side's held cards, picked face down (F-2C)

$ adjutant --session h.adj --side confederate -c log | grep -c 'Drew Union Rally (Event): to the Union player\|Drew Union Scouts (Event): to the Union player'
2

$ adjutant --session h.adj --side union -c log | tail -2
   32  9:00   chit    Union: Battlefield Chaos: Union Rally discarded
   33  9:00   chaos   Union: Battlefield Chaos: the Confederate player discards one of the Union side's held cards, picked face down (F-2C)

$ adjutant --session h.adj -c hand | grep -c 'Union Rally\|Union Scouts'
1


The choice waits for nobody at a table (asked at the prompt, at random in a script): there is nothing for `chaos` to answer.

$ adjutant --session h.adj -c 'chaos discard'
no Battlefield Chaos waits for a choice now
[1]


Fortunes of War: the side named takes its marker; holding it already, nothing happens.  Used after any roll, it is set aside and the roller rolls all those dice again.

$ cp start.adj m.adj; adjutant --session m.adj -c 'draw fog roll=31' | tail -1
  The Union side takes the Union Fortunes of War.

$ adjutant --session m.adj -c marker
Confederate Fortunes of War: held by nobody (used 0 times)
  reroll         Make the roller roll all the dice of the last roll again (NC F-2C)
Union Fortunes of War: held by the Union side (used 0 times)
  reroll         Make the roller roll all the dice of the last roll again (NC F-2C)
`use [MARKER] USE` spends the one you hold.

$ adjutant --session m.adj -c status | grep Fortunes
Union Fortunes of War: Union

$ adjutant --session m.adj --seed 2 -c 'roll 2d6' -c 'use fortunes reroll'
2d6: 5 (2+3)
Roll #29 (Rolled 2d6: 5 (2+3)) is rerolled: the new roll stands in its place.
The Union side uses the Union Fortunes of War: Make the roller roll all the dice of the last roll again; it is set aside (NC F-2C).
Union Fortunes of War: held by nobody.
Roll it again with `roll DICE`: its result replaces the old one's.

$ adjutant --session m.adj -c 'use fortunes reroll'
nobody holds the Union Fortunes of War now
[1]

$ cp start.adj m2.adj; adjutant --session m2.adj -c 'draw fog roll=31' -c 'next reset-vp yes' -c next -c 'next draw-card yes' > /dev/null 2>&1; adjutant --session m2.adj -c 'draw fog roll=33' | tail -1
  The Union side holds the Union Fortunes of War already: no effect.


General Casualty: the same roll names the general on the card's list.

$ cp start.adj g.adj; adjutant --session g.adj -c 'draw fog roll=42' | tail -4
  roll d66: 42 (coloured 4, white 2) (real dice)
  row "41-43": Blue First Division
Result: Blue First Division
  General Casualty: Blue First Division seeds 1 card from the next turn, not 2 (F-2C).

$ adjutant --session g.adj -c 'next reset-vp yes' -c next > /dev/null 2>&1; adjutant --session g.adj -c 'seed union bf-attack bf-defend bs-attack'
Blue First Division seeds 1 card a turn (D-1C): 1 more does not go in
[1]

$ cp start.adj g.adj; adjutant --session g.adj -c 'draw fog roll=55' | tail -1
  Gray Second Division is not in the game yet: the General Casualty has no effect (F-2C).

$ cp start.adj g.adj; adjutant --session g.adj -c 'draw fog roll=61' | tail -1
  CIC General Casualty: the Union lose one CIC card at the end of the turn (F-2C).

$ cp start.adj g.adj; adjutant --session g.adj --seed 1 -c 'draw fog roll=52' | tail -2
  Order whose cards go: attack, chosen at random (none given).
  General Casualty: Blue Second Division, allowed one card, loses its attack cards from the next turn (F-2C).


A whole game with the Fog of War card, by `next` alone: each Fog of War roll is made by the program, and the deck never loses or doubles a card (asserted as each move is folded).

$ (echo 'new su-test the-fog'; for i in $(seq 1 150); do echo next; done) | adjutant --session w.adj --seed 11 - > w.out 2>&1; grep -c 'rolls on the Fog of War Table' w.out; grep '^Game over' w.out
3
Game over after turn 3 (11:00): Confederate Victory.


A module's session reads its series' tables by the series' name too; another game's are not in its rules, and the refusal says so.

$ adjutant --session start.adj -c 'lookup shattered-union.brutal-melee roll=3' | grep '^Result'; adjutant --session start.adj -c 'lookup longstreet-attacks.crt'
Result: Defender Enfiladed
no game "longstreet-attacks" in the rules this session reads, su-test's
[1]

VP Location markers (N-1 to N-6) lie face down until one scores: the players say who last entered each hex and, when it scores, the value on its back; contested, it scores half, rounded down.  A per-turn marker scores on the scenario's turns and stays face up; an end-of-game one scores once, on the last turn.

$ adjutant --session v.adj --seed 1 -c 'new su-test the-fog' > /dev/null; adjutant --session v.adj -c 'location' -c 'location h10 confederate'
  H10      Nowhere Hill           end of game  nobody       face down (NC T-4)
  F5       The Ford               per turn     Union        face down (NC T-4)
Nowhere Hill (H10): held by Confederate.

$ adjutant --session v.adj -c 'location ford score 7'; adjutant --session v.adj -c 'location hill score 10'; adjutant --session v.adj -c 'location h10 score -3'; adjutant --session v.adj -c 'location h10 bogus'
The Ford does not score on turn 1: the scenario lists the turns it does
Nowhere Hill scores once, at the end of the game (turn 3)
"-3": expected the value on the marker's back, 0 to 999, or contested
"bogus" is not a side of Nowhere Creek (test module): expected a side, or none
[1]

$ adjutant --session v.adj -c 'next reset-vp yes' -c next -c 'next reset-vp yes' > /dev/null 2>&1; adjutant --session v.adj -c 'location ford score'; adjutant --session v.adj -c 'location ford score 7 contested'; adjutant --session v.adj -c 'location ford score 7'
The Ford is face down: turn it over and give the value on its back (`location F5 score VALUE`)
The Ford (F5) scores 3 VP for the Union side: 7 on its back, contested: half, rounded down (NC T-4).
The Ford has scored this turn already
[1]

$ adjutant --session v.adj -c next -c 'next reset-vp yes' > /dev/null 2>&1; adjutant --session v.adj -c 'location ford score 8'; adjutant --session v.adj -c 'location ford score' -c 'location hill score 10 contested'; adjutant --session v.adj -c 'location hill score 10'
The Ford is face up at 7 VP, not 8
The Ford (F5) scores 7 VP for the Union side: 7 on its back (NC T-4).
Nowhere Hill (H10) scores 5 VP for the Confederate side: 10 on its back, contested: half, rounded down (NC T-4).
Nowhere Hill scores once, at the end of the game (turn 3): it has
[1]

$ adjutant --session v.adj -c status | grep VP; adjutant --session v.adj --json -c location | jq -c '.locations[] | [.hex, .holder, .value]'
Union VP: 10
Confederate VP: 5
["H10","confederate",10]
["F5","union",7]

Doubles on the Red/White roll read the CRT's row above (G-7), on a made-up part of a CRT entered as an owner enters his: the 16-18 column's "44" reads the T of the I-10 example.

$ adjutant -c 'table import su-test.crt fixtures/modules/su-test-crt.csv' | sed 's/, saved in.*//'; adjutant --session start.adj -c 'lookup crt column=16 roll=44' | sed -n '2,5p'; adjutant --session start.adj -c 'lookup crt column=16 roll=45' | grep '^Result'; adjutant --session start.adj -c 'lookup crt column=16 roll=11' | grep 'doubles\|^Result'
Imported the Combat Results Table: 42 cells
  roll d66: 44 (coloured 4, white 4) (real dice)
  doubles: the row above, "41-43", is read (NC G-7)
  row "41-43": T
Result: T
Result: S
  doubles, on the top row: it is read itself (NC G-7)
Result: N

Shifted off the left of the 1 column, a close combat gives the attacker A: DP + SK3 with no roll (I-5C); a fire there has no effect (G-5C).

$ adjutant --session start.adj -c 'close 8 att=8 def=30' | sed -n 4p; adjutant --session start.adj --json -c 'close 8 att=8 def=30' | jq -r .result; adjutant --session start.adj -c 'fire 1 cover' | tail -1
  net 2 left on the SP column: past its left end from "8-9": A: DP + SK3
A: DP + SK3
  net 1 left on the SP column: past its left end from "1": no effect

The bonus columns right of the last numbered one (G-5C, I-5C), entered as printed (*, **): a shift goes on into them, a start past the last numbered column begins there.

$ adjutant --session start.adj -c 'close 16 att=16 def=8 roll=31' | sed -n 4p; adjutant --session start.adj -c 'close 30 att=30 def=30 roll=31' | sed -n 2p; adjutant --session start.adj -c 'close 30 att=30 def=10 roll=31' | sed -n 5p
  net 2 right on the SP column: "16-18" -> "**"
  SP column: 30 x 1 = 30 SP -> "16-18"
  net 3 right on the SP column: "16-18" -> past the end, so "**" (clamp)

$ adjutant --session start.adj -c 'lookup crt column=30 roll=31' | grep '^Result'; adjutant --session start.adj -c 'lookup crt column=** roll=31' | grep '^Result'
Result: R
Result: T

Flank Support shifts one column left for each supporting hex (I-5B): named with a count, the modifier counts that many times; a count that is not 1 to 20 is refused.

$ adjutant --session start.adj -c 'close 16 att=16 def=16 flank-support=2 roll=31' | grep 'shift'; adjutant --session start.adj -c 'close 16 att=16 def=16 flank-support=0'
  shift: Flank Support (one supporting hex) x2, 2 left (NC I-5B)
flank-support=0: expected flank-support alone, or how many times it counts, 1 to 20
[1]

A deck of cards speaks of cards, drawn from a deck.

$ adjutant --session start.adj -c 'hand confederate'; cp start.adj words.adj; adjutant --session words.adj --seed 2 -c next -c next | grep 'Draw again'
No card held.
Draw again: `next` (or `draw`) draws the next card.

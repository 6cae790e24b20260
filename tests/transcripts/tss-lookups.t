# Terrible Swift Sword's look-ups against its rulebook: a result code is
# explained with its own table's meaning where the game gives it two (the
# errata's Morale/Rout Table's *), a unit in column takes no weapon-type
# shift (10.62), and the rulebook's worked examples of the Fire CRT's
# column shifts (10.42, 10.47, 10.62, 6.14).

$ adjutant --session t.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; cp fixtures/tss-rout-test-only.csv rout.csv; adjutant -c 'table import terrible-swift-sword.rout rout.csv'
Imported the Morale/Rout Table: 30 cells, saved in .*/user-tables.db (re)

The errata's legend: * means roll again, and a 6 routs; o that the unit
holds.  (The cells are a made-up test fixture: the text's table is too
garbled to ship.)

$ adjutant --session t.adj -c 'lookup rout rating=C roll=4' | tail -2
Result: *
  *: Roll the die again: a 6 routs the unit, anything else and it holds (TSS 14.25)

$ adjutant --session t.adj -c 'lookup rout rating=E roll=1' | tail -2
Result: o
  o: No effect: the unit does not rout (TSS 14.25)

The errata's example (14.22): a C unit that rolls a 3 does not rout.

$ adjutant --session t.adj -c 'lookup rout rating=C roll=3' | tail -2
Result: o
  o: No effect: the unit does not rout (TSS 14.25)

A code of the Fire CRT is no result of the Morale/Rout Table:

$ printf 'die,A,B,C,D,E\n1,o,o,o,o,1*\n' > bad.csv; adjutant -c 'table import terrible-swift-sword.rout bad.csv --partial'
bad.csv line 2, column 6: "1\*" is not a result code of the Morale/Rout Table \(expected words from: .*\*.*\) (re)
[1]

The column shifts, with the rulebook's examples.  10.42: fired on through
a Ridge by 6 points, the 1-3 column.

$ adjutant --session t.adj -c 'fire 6 ridge' | grep 'Total fire strength: "'
  Total fire strength: "1-3" (after the shift)

10.47: a fire strength of 4 into a Woods hex uses the 1-3 column; three
left and one right are two left; 16 points at a C-type unit behind a
Ridge in the Woods get two columns left, not three.

$ adjutant --session t.adj -c 'fire 4 woods' | grep 'Total fire strength: "'
  Total fire strength: "1-3" (after the shift)

$ adjutant --session t.adj -c 'fire 16 woods ridge weapon-bcsp enfilade' | grep -E 'net|Total fire strength: "'
  net shift: 2 left
  Total fire strength: "7-9" (after the shift)

$ adjutant --session t.adj -c 'fire 16 woods ridge weapon-bcsp' | grep -E 'net|Total fire strength: "'
  net 3 left on the Total fire strength: limited to 2 left (TSS 10.47)
  net shift: 2 left
  Total fire strength: "7-9" (after the shift)

10.62: a B-type unit in column is one column right; the column takes its
weapon-type benefit away, so the two do not net to nothing.

$ adjutant --session t.adj -c 'fire 16 weapon-bcsp column' | grep -v 'printed on your'
Fire Combat Results Table (TSS 10.9)
  Total fire strength: 16 = 16 SP
  (Target is B-, C-, S- or P-type: none, with Target is infantry in column: TSS 10.62)
  shift: Target is infantry in column, 1 right (TSS 10.62)
  net shift: 1 right
  Total fire strength: "22-27" (after the shift)

$ adjutant --session t.adj --json -c 'lookup fire-crt column=16 weapon-bcsp column' | grep -o '"net_shift": *[-0-9.]*' | tr -d ' '
"net_shift":1.0

6.14: mounted cavalry, always in column, is two columns right in all: the
column and its weapon type add nothing more, here with a Woods hex.

$ adjutant --session t.adj -c 'fire 16 mounted-cavalry column weapon-bcsp woods' | grep -E '^  \(|net shift'
  (Target is B-, C-, S- or P-type: none, with Target is mounted cavalry: TSS 10.9)
  (Target is infantry in column: none, with Target is mounted cavalry: TSS 10.9)
  net shift: 1 right

`help fire` in this game speaks of this game's fire: its own note and
its own modifiers, none of another game's:

$ adjutant --session t.adj -c 'help fire' | grep -cE 'canister|lead_cr|cadre|orchard'
0
[1]

$ adjutant --session t.adj -c 'help fire' | grep -E 'TSS 10.26|into the|^example'
out apart (TSS 10.26).
Fire strength, into the Fire Combat Results Table: strength modifiers
example: fire 7@vs-infantry,x4 woods

$ adjutant --session t.adj -c 'help close' | grep -E 'into the|^example'
Melee differential, into the Melee Combat Results Table: strength modifiers
example: close 4@charge 3 leader vs 5@reserve terrain

Longstreet Attacks keeps its own words, as its data gives them:

$ adjutant --session la.adj -c 'new longstreet-attacks round-tops' > /dev/null 2>&1; adjutant --session la.adj -c 'help fire' | grep -E 'cadre|^example'
Fire Combat: each firing unit's SP, C for a cadre, with its range and other
example: fire 10 long woods roll=62 lead_cr=4

Last, as it enters part of the Fire CRT: its * keeps its own meaning
(10.83).

$ printf 'die,1-3\n6,1*\n' > fire.csv; adjutant -c 'table import terrible-swift-sword.fire-crt fire.csv --partial' > /dev/null; adjutant --session t.adj -c 'lookup fire-crt column=2 roll=6' | tail -2
Result: 1*
  1*: One point lost, or pinned instead when guns fire at an infantry-type target (TSS 10.83)


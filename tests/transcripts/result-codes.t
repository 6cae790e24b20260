# A result code a table prints is explained with that table's meaning
# and section, not another table's: a code the whole game shares (No
# Effect, o, Eliminated) cites the table it was first written for.

LA 21.2h: the bombardment roll's No Effect spares the hex; the game-wide
No Effect is 19.2's Command Event roll.

$ adjutant --session w.adj -c 'new longstreet whirlpool' > /dev/null; adjutant --session w.adj -c 'lookup bombardment roll=1' | tail -1
  No Effect: The bombardment does nothing to the hex (LA 21.2h)

BD 7.3.3: a Spent unit eliminated on the Mounted Withdrawal roll, not the
Contested Retreat's elimination (Player Aid Card).

$ adjutant --session b.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session b.adj -c 'lookup mounted-withdrawal spent roll=1' | tail -1
  Eliminated: A Spent unit that withdrew is eliminated (BD 7.3.3)

TSS: the tables' o is no effect of their own (12.35, 17.4), not the Fire
CRT's (10.9).

$ adjutant --session t.adj -c 'new terrible first' > /dev/null 2>&1; adjutant --session t.adj -c 'lookup caisson roll=2' | tail -1
  o: No effect: no caisson explodes (TSS 12.35)

$ adjutant --session t.adj -c 'lookup leader-casualty cause=small roll=6' | tail -1
  o: No effect: the leader is unhurt (TSS 17.4)

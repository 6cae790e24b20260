# Fog of War (10.5c) with made-up test-only tables (tests/fixtures): the
# General Casualty swap, the pending swap while the chit is in the cup,
# and Sickles replaced by Hancock for good.

$ adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv --partial' -c 'table import longstreet-attacks.general-casualty fixtures/general-casualty-test-only.csv --partial' | sed 's/, saved in .*//'
Imported the Fog of War Table: 6 cells (part of the table)
Imported the General Casualty Table: 2 cells (part of the table)

Before import, drawing Fog of War says how to enter the table:

$ XDG_DATA_HOME=elsewhere adjutant --session n.adj --seed 2 -c 'new longstreet round' -c 'next build' -c 'next draw-chit' > /dev/null; XDG_DATA_HOME=elsewhere adjutant --session n.adj -c 'draw fog'
Drew: Fog of War (wild) - pulled from your cup
  The non-pulling player rolls on the Fog of War Table (10.5c):
  the Fog of War Table (LA 10.5) is printed on your player aid, not in the rulebook text: enter it once with `table import longstreet-attacks.fog-of-war FILE.csv` (`help table` shows the format)

Hood hit while his chit is in the cup: the swap waits for the draw.

$ adjutant --session f.adj --seed 2 -c 'new longstreet round' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session f.adj -c 'draw fog roll=6' | tail -2
Result: Hood
  Hood hit: Hood Replacement waits beside the cup and is swapped in when Hood is drawn (10.5c).

$ adjutant --session f.adj -c 'draw hood law'
Drew: Hood, a casualty: swapped for Hood Replacement before anything else (10.5c).
  Hood replaced by Hood Replacement (10.5c).
Drew: Hood Replacement (division, Confederate) - pulled from your cup
  No Command Rating roll (21.1): Full Activation.
  Law's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 1 brigade still to activate (10.7).

Sickles falls in 21.2: Hancock takes his place for good; Sickles is out.

$ adjutant --session w.adj --seed 2 -c 'new longstreet whirl' -c 'next build' -c 'next draw-chit' -c 'draw sickles' > /dev/null; adjutant --session w.adj -c 'draw fog roll=5' | tail -1
  Sickles replaced by Hancock (10.5c).

$ adjutant --session w.adj -c 'play sickles'
no chit "sickles" held: expected one of Hancock (Union, `hancock`)
[1]

$ adjutant --session w.adj -c 'play hancock ward roll=4'
Hancock: rolled 4 (real dice) against Success:1-4;Discard:5-6 (whirlpool, 21.2) -> Success
  Ward's activated by Hancock (Full; marker not flipped, 10.6).

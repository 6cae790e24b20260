# The Long Roads to Gettysburg's towns, counties and depots: a levy once
# a town with its victuals on the levied register and its VP (13.1, VII
# 5); county control by the turns each county has been held, doubled 30
# days after the first Confederate infantry crossing (11.2, VII 1);
# depots destroyed, captured and recaptured (13.8, VII 2, 19.6); and the
# secret depot schedule, the Confederates seeing nothing of the Union's
# order until it falls due (13.8).

A York levy gives 43 victuals and +12 VP, with the town as its source; a
second York levy is refused (13.1):

$ adjutant --session l.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session l.adj -c 'next levies yes' -c 'next levies yes' -c 'next levies yes' -c 'next levies yes' > /dev/null; adjutant --session l.adj -c 'levy York'
York levied (LRTG 13.1, VII 5).
  Victory Points (net Confederate) 0 -> 12: York levied.
York, victuals left: 0 -> 43.

$ adjutant --session l.adj -c 'levy york'
York was levied on turn 4 (Jun 12): once a game (LRTG 13.1)
[1]

$ adjutant --session l.adj --json -c 'log track' | grep -o '"source":{[^}]*}' | tail -1
"source":{"kind":"mech","name":"levy","id":"york","section":"VII 5"}

$ adjutant --session l.adj --json -c status | grep -o '"vp":[0-9-]*'
"vp":12

The victuals are handed out from the register:

$ adjutant --session l.adj -c 'register levied york victuals -5' -c 'register levied york'
York, victuals left: 43 -> 38.
  York: victuals left 38

A Maryland town gives victuals and no VP; under the simplified supply
rules the smaller column (24.3):

$ adjutant --session l.adj -c 'levy frederick'
Frederick levied (LRTG 13.1).
Frederick, victuals left: 0 -> 40.

$ adjutant --session s.adj -c 'new long-roads high-tide +simplified-supply' > /dev/null 2>&1; adjutant --session s.adj -c 'next levies yes' -c 'next levies yes' -c 'next levies yes' -c 'next levies yes' > /dev/null; adjutant --session s.adj -c 'levy York'
York levied (LRTG 13.1, VII 5).
  Victory Points (net Confederate) 0 -> 12: York levied.
York, victuals left: 0 -> 7.

Each Baltimore hex is levied once: the text does not count them, so each
levy of Baltimore adds its 10 victuals:

$ adjutant --session l.adj -c 'levy baltimore' -c 'levy baltimore' | grep victuals
Baltimore, victuals left: 0 -> 10.
Baltimore, victuals left: 10 -> 20.

`levy` alone lists the towns, the levied ones with their turn:

$ adjutant --session l.adj -c 'levy' | grep -E 'York|Harrisburg|^levy'
levy: each town once a game (LRTG 13.1):
  Harrisburg                 16
  York                       12         levied 1 time, last on turn 4 (Jun 12)

Bad input is refused in one line, recording nothing:

$ adjutant --session l.adj -c 'levy Atlantis'
"Atlantis" is no town: expected annapolis, baltimore, bladensburg, canton, carlisle, chambersburg, columbia, ellicott-mills, frederick, gettysburg, greencastle, hagerstown, hanover, harrisburg, harpers-ferry, laurel, littlestown, martinsburg, mechanicsburg, new-cumberland, newville, pikesville, rockville, sharpsburg, shippensburg, taneytown, towsontown, waynesboro, westminster, williamsport, york
[1]

$ adjutant --session l.adj -c 'levy york harrisburg'
usage: levy [TOWN] (`levy` lists the towns) (e.g. levy York)
[1]

$ adjutant --session l.adj -c 'next supply-status yes' > /dev/null; adjutant --session l.adj -c 'levy harrisburg'
levy: towns are levied in the Confederate Levies Phase (LRTG 13.1); `next levies` goes there
[1]

$ adjutant --session l.adj -c 'award levy harrisburg'
levy has a command of its own, which acts in its own steps (`help levy`)
[1]

$ adjutant --session l.adj --json -c status | grep -o '"vp":[0-9-]*'
"vp":12

County control: Dauphin on its 1st turn gives 16, Baltimore County on its
1st, undoubled, 40; a county twice in a turn is refused:

$ adjutant --session c.adj -c 'new long-roads gettysburg-campaign' > /dev/null 2>&1; adjutant --session c.adj -c 'next county-control' > /dev/null; adjutant --session c.adj -c 'county dauphin' -c 'county baltimore'
Dauphin County held (its 1st turn) (LRTG 11.2, VII 1).
  Victory Points (net Confederate) 0 -> 16: Dauphin County held (its 1st turn).
Baltimore County held (its 1st turn) (LRTG 11.2, VII 1).
  Victory Points (net Confederate) 16 -> 56: Baltimore County held (its 1st turn).

$ adjutant --session c.adj -c 'county Dauphin'
Dauphin County was held this turn already (turn 1, Jun 3-5): once a turn (LRTG 11.2)
[1]

$ adjutant --session c.adj -c 'county Lancaster'
"Lancaster" is no county: expected baltimore, prince-georges, anne-arundel, montgomery, howard, frederick-east, frederick-west, carroll, alexandria, fairfax, loudoun, adams, york, dauphin, cumberland
[1]

The first Confederate infantry crossed on turn 5 (Jun 13) (the random
events rolled on the way move the VP by other sources, so only the
county's own lines are shown).  On Jul 12, 29
days later, Baltimore County's 2nd turn is not doubled (20); on Jul 13,
30 days later, Dauphin's 2nd turn is doubled (16), and Baltimore's 3rd
(20):

$ adjutant --session c.adj -c 'track csa-infantry-north =1' -c 'track crossing-turn =5' > /dev/null; for i in $(seq 33); do echo 'next county-control yes'; done | adjutant --session c.adj - > /dev/null 2>&1; adjutant --session c.adj -c status | sed -n 2p; adjutant --session c.adj -c 'county baltimore' | grep -o 'Baltimore County held.*'
Turn 34 of 52 (Jul 12)   Phase: County Control Phase (order worked out)
Baltimore County held (its 2nd turn) (LRTG 11.2, VII 1).
Baltimore County held (its 2nd turn).

$ adjutant --session c.adj -c 'next county-control yes' > /dev/null; adjutant --session c.adj -c 'county dauphin' -c 'county baltimore' | grep -o '[A-Z][a-z]* County held.*'
Dauphin County held (its 2nd turn) (LRTG 11.2, VII 1).
Dauphin County held (its 2nd turn), 8 x 2: doubled, 30 days or more after the first Confederate infantry crossed the Potomac.
Baltimore County held (its 3rd turn) (LRTG 11.2, VII 1).
Baltimore County held (its 3rd turn), 10 x 2: doubled, 30 days or more after the first Confederate infantry crossed the Potomac.

The ledger by source keeps each county's points with their turns:

$ adjutant --session c.adj -c vp | grep county
    +32  county dauphin (LRTG VII 1): turn 1 +16, turn 35 +16
    +80  county baltimore (LRTG VII 1): turn 1 +40, turn 34 +20, turn 35 +20

$ adjutant --session c.adj -c 'county' | grep -E 'Dauphin|Baltimore'
  Baltimore County           40,20,10   held 3 times, last on turn 35 (Jul 13)
  Dauphin County             16,8,4     held 2 times, last on turn 35 (Jul 13)

$ adjutant --session c.adj -c 'next victory-check' > /dev/null; adjutant --session c.adj -c 'county york'
county: counties are scored in the County Control Phase (LRTG 11.0); `next county-control` goes there
[1]

Depots: destroyed once each, for their VII 2 points (a Confederate depot
costs the Confederates 2); captured, stocked for the captor with victuals
and, under the ammunition rule, ammunition (13.8, 19.6); recaptured,
restocked:

$ adjutant --session d.adj -c 'new long-roads high-tide +ammunition' > /dev/null 2>&1; adjutant --session d.adj -c 'award depot-captured frederick'
Frederick captured (LRTG 13.8).
Frederick, captured: 0 -> 1 of 1.
  Frederick: captured: its stores are the captor's (LRTG 13.8)
Frederick, victuals left: 0 -> 18.
Frederick, ammunition left: 0 -> 6.

$ adjutant --session d.adj -c 'register depots frederick victuals -10' > /dev/null; adjutant --session d.adj -c 'award depot-recaptured frederick' | grep victuals
Frederick, victuals left: 8 -> 18.

$ adjutant --session d.adj -c 'award depot-destroyed alexandria' -c 'award depot-destroyed culpeper'
Alexandria destroyed (LRTG VII 2).
  Victory Points (net Confederate) 0 -> 14: Alexandria destroyed.
Alexandria, destroyed: 0 -> 1 of 1.
  Alexandria: destroyed: no victuals or ammunition for either side (LRTG 13.8)
Alexandria, victuals left: stays at 0.
Alexandria, ammunition left: stays at 0.
Culpeper (Confederate) destroyed (LRTG VII 2).
  Victory Points (net Confederate) 14 -> 12: Culpeper (Confederate) destroyed.
Culpeper (Confederate), destroyed: 0 -> 1 of 1.
  Culpeper (Confederate): destroyed: no victuals or ammunition for either side (LRTG 13.8)
Culpeper (Confederate), victuals left: stays at 0.
Culpeper (Confederate), ammunition left: stays at 0.

$ adjutant --session d.adj -c 'award depot-destroyed alexandria'
Alexandria was destroyed on turn 1 (Jun 3-5): once a game (LRTG VII 2)
[1]

$ adjutant --session d.adj -c 'award depot-destroyed other-union' -c 'award depot-destroyed other-union' | grep Victory
  Victory Points (net Confederate) 12 -> 14: Any other Union depot destroyed.
  Victory Points (net Confederate) 14 -> 16: Any other Union depot destroyed.

$ adjutant --session d.adj -c 'award depot-sacked alexandria'
"depot-sacked" is no award: expected levy, county, depot-destroyed, depot-captured, depot-recaptured
[1]

Under the simplified supply rules a captured depot holds 13.8's
simplified column: 24.3 prints 3 for all other Union depots where 13.8
gives 2, and leaves Martinsburg and Frederick blank; 13.8 is read (the
rows are marked uncertain):

$ adjutant --session e.adj -c 'new long-roads high-tide +simplified-supply' > /dev/null 2>&1; adjutant --session e.adj -c 'award depot-captured rockville' -c 'award depot-captured martinsburg' | grep victuals
Rockville, victuals left: 0 -> 2.
Martinsburg, victuals left: 0 -> 3.

`award` alone lists the awards; a unique start of one is enough:

$ adjutant --session d.adj -c 'award'
Awards (`award AWARD` lists its things):
  levy               each town once a game (LRTG 13.1)
  county             each county once a turn while held (LRTG 11.2)
  depot-destroyed    each depot once a game (LRTG VII 2)
  depot-captured     each depot each time (LRTG 13.8)
  depot-recaptured   each depot each time (LRTG 13.8)

$ adjutant --session d.adj -c 'award depot-d winchester-csa' | head -2
Winchester (Confederate) destroyed (LRTG VII 2).
  Victory Points (net Confederate) 16 -> 14: Winchester (Confederate) destroyed.

The depot schedule of 13.8: Frederick ordered dismantled by the passive
Union (its flag set by hand, as a table may) on June 20 goes in the Depot Creation / Removal Phase of June 25.
The order is the Union's to see; the Confederate view sees nothing of it,
and a refusal tells it nothing:

$ adjutant --session p.adj -c 'new long-roads high-tide' > /dev/null 2>&1; for i in $(seq 12); do echo 'next declaration yes'; done | adjutant --session p.adj - > /dev/null 2>&1; adjutant --session p.adj -c status | sed -n 2p
Turn 12 of 29 (Jun 20)   Phase: Operational / Passive Declaration Phase (order worked out)

$ adjutant --session p.adj -c 'track operational.union =0' > /dev/null; adjutant --session p.adj --side union -c 'plan union dismantle Frederick'
Union secret order, dismantle a depot: “Frederick”, given on turn 12 (Jun 20), due on turn 17 (Jun 25) (LRTG 13.8). It is the Union's to see until it falls due.

$ adjutant --session p.adj --side confederate -c 'plan' | tail -1; adjutant --session p.adj --side confederate -c 'status' | grep -ci 'frederick\|dismantle'; adjutant --session p.adj --side confederate --json -c 'status' | grep -c plans; adjutant --session p.adj --side confederate -c 'log' | grep -ci frederick
No order in hand that you may see.
0
0
0
[1]

$ adjutant --session p.adj --side confederate -c 'plan union cut'
the Confederate view acts for its own side only: this is for the Union
[1]

$ adjutant --session p.adj --side table -c 'plan union dismantle Winchester'
the Union's orders are secret: give them from the Union's own view (--side union) or the umpire's
[1]

$ adjutant --session p.adj --side union -c 'status' | grep -i 'dismantle'
Union secret order: dismantle a depot: “Frederick”, given on turn 12 (Jun 20), due on turn 17 (Jun 25)

One order at a time, and not cut on the turn it was given:

$ adjutant --session p.adj --side union -c 'plan union dismantle Winchester'
the Union has an order in hand already (dismantle a depot: “Frederick”, given on turn 12 (Jun 20), due on turn 17 (Jun 25)): one at a time (LRTG 13.8)
[1]

$ adjutant --session p.adj --side union -c 'plan union cut'
the Union's order was given this turn: once on each later turn (LRTG 13.8)
[1]

A Spy win lets the winner examine the other side's order (2.0): shown
to the Confederate alone, whose status still lists no order of the Union:

$ adjutant --session p.adj --side union -c 'plan union show'
Union secret order, shown to the Confederate: dismantle a depot: “Frederick”, given on turn 12 (Jun 20), due on turn 17 (Jun 25) (LRTG 13.8).

$ adjutant --session p.adj --side confederate -c log | grep -c 'shown to the Confederate: dismantle a depot: .Frederick'; adjutant --session p.adj --side confederate -c status | grep -ci 'dismantle'
1
0
[1]

$ adjutant --session p.adj --side union -c 'plan confederate show'
the Union view acts for its own side only: this is for the Confederate
[1]

It falls due on June 25 whatever the Union declares then, and every side
reads it:

$ for i in $(seq 6); do echo 'next depots yes'; done | adjutant --session p.adj - 2>&1 | grep -i 'falls due\|Turn 1[0-9] of'
Turn 13 of 29 (Jun 21) begins.
Turn 14 of 29 (Jun 22) begins.
Turn 15 of 29 (Jun 23) begins.
Turn 16 of 29 (Jun 24) begins.
Turn 17 of 29 (Jun 25) begins.
Union order falls due: dismantle a depot: “Frederick”, given on turn 12 (Jun 20), due on turn 17 (Jun 25). Remove it now unless it has been captured; the owner scores nothing for it. (LRTG 13.8)

$ adjutant --session p.adj --side confederate -c 'log' | grep -c 'falls due: dismantle a depot: .Frederick'; adjutant --session p.adj --side union -c 'plan' | tail -1
1
No order in hand that you may see.

A cut on a later passive turn brings it one turn sooner, once a turn:

$ adjutant --session q.adj -c 'new long-roads high-tide' > /dev/null 2>&1; for i in $(seq 12); do echo 'next declaration yes'; done | adjutant --session q.adj - > /dev/null 2>&1; adjutant --session q.adj -c 'track operational.union =0' > /dev/null; adjutant --session q.adj --side union -c 'plan union build-rail "Point of Rocks"' | grep -o 'given on.*13.8)'
given on turn 12 (Jun 20), due on turn 19 (Jun 27) (LRTG 13.8)

$ adjutant --session q.adj -c 'next declaration yes' > /dev/null; adjutant --session q.adj --side union -c 'plan union cut' -c 'plan union cut'
Union secret order one turn sooner, due on turn 18 (Jun 26): “Point of Rocks” (LRTG 13.8).
the Union's order was cut already this turn: once on each later turn (LRTG 13.8)
[1]

A jump past the Depot Creation / Removal Phase of the turn it falls due
does not leave it unsaid: it falls due at the step the jump reaches:

$ for i in $(seq 5); do echo 'next declaration yes'; done | adjutant --session q.adj - > /dev/null 2>&1; adjutant --session q.adj -c 'next victory-check yes' | grep 'falls due' | cut -c1-60
Union order falls due: build a depot on a connected railroad

Bad input:

$ adjutant --session q.adj --side confederate -c 'plan confederate build-rail Culpeper'
"build-rail" is no kind of order: expected dismantle
[1]

$ adjutant --session q.adj --side confederate -c 'plan confederate dismantle'
usage: plan [SIDE KIND PLACE | SIDE cut | SIDE show] (`plan` lists the kinds of order) (e.g. plan union dismantle Frederick)
[1]

$ adjutant --session q.adj --side confederate -c 'plan confederate show'
the Confederate has no order in hand to show
[1]

$ adjutant --session q.adj --side confederate -c 'plan confederate cut'
the Confederate has no order in hand to bring sooner
[1]

$ adjutant --session r.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session r.adj -c 'plan union dismantle Frederick'
dismantle a depot: not before turn 4 (LRTG 13.8)
[1]


# Per-turn hex VP in Hammerin' Sickles (21.4l, 18.2): each hex scores for
# the side that holds it if it counts for that side; the net goes on the
# VP track (positive = Confederate).

$ adjutant --session v.adj --seed 2 -c 'new longstreet hammer' > /dev/null; adjutant --session v.adj -c 'control 1815 union' -c 'control 2613 csa' -c 'control 3223 conf'
Hex 1815 now held by union.
Hex 2613 now held by confederate.
Hex 3223 now held by confederate.

The Union holds the six Union-scoring hexes its set-up stands on (1815,
1914, 2216, 2316, 2717, 2718: 1 VP each); J. Weickert (2613) is 3 and Big
Round Top (3223) 1 to the Confederates: net -2.

$ adjutant --session v.adj --seed 2 -c 'next vp-awards yes' | grep 'Turn VP'
  Turn VP from hexes: Confederate 4 (3223, 2613), Union 6 (1815, 1914, 2216, 2316, 2717, 2718); net -2 (18.2).

$ adjutant --session v.adj --json -c status | grep -o '"vp":[-0-9]*'
"vp":-2

A hex that scores only for the Union gives the Confederates nothing:

$ adjutant --session v.adj -c 'control 1803 csa' -c 'next vp-awards yes' | grep 'Turn VP'
  Turn VP from hexes: Confederate 4 (3223, 2613), Union 6 (1815, 1914, 2216, 2316, 2717, 2718); net -2 (18.2).

$ adjutant --session v.adj --json -c status | grep -o '"vp":[-0-9]*'
"vp":-4

$ adjutant --session v.adj -c 'control 9999 union'
9999 is not a victory hex or special area of Hammerin' Sickles (`control` lists them)
[1]

$ adjutant --session v.adj -c 'control 2613 french'
"french" is not a side: expected a side or none
[1]

The smaller scenarios list their hexes but score only at the end:

$ adjutant --session w.adj -c 'new longstreet whirl' > /dev/null; adjutant --session w.adj -c control | head -2
  2216  Stony Hill             union        1 VP (21.2k)
  2315  Stony Hill             union        1 VP (21.2k)

Sudden death (21.3i): the Confederates holding Mrs. Brown (2401) at a turn
end win at once.

$ adjutant --session e.adj --seed 2 -c 'new longstreet emmits' -c 'control 2401 csa' > /dev/null; adjutant --session e.adj --seed 2 -c 'next vp-awards yes' | tail -1
Game over after turn 1 (5:40): the Confederate side holds 2401: Decisive Confederate Victory (21.3i).

$ adjutant --session e.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Decisive Confederate Victory","winner":"confederate"}

Held by the Union, nothing happens:

$ adjutant --session f.adj --seed 2 -c 'new longstreet emmits' -c 'control 2401 union' > /dev/null; adjutant --session f.adj --seed 2 -c 'next vp-awards yes' | grep -c 'Game over'
0
[1]

Casualty VP at the end (21.4l): half a VP per enemy SP broken or
eliminated; the rulebook does not say how to round a half, and we drop the
fraction of the net (recorded as uncertain in the data).

$ adjutant --session v.adj -c 'compute casualty-vp union_sp=12 csa_sp=7' -c 'compute casualty-vp union_sp=3 csa_sp=0'
Casualty VP (net) (LA 21.4l): 2
Casualty VP (net) (LA 21.4l): 1

$ adjutant --session v.adj -c 'compute casualty-vp union_sp=12 csa_sp=7 add' | tail -1
Victory Points -4 -> -2

A value no track could hold is refused, not cast (that was undefined):

$ adjutant --session v.adj -c 'compute casualty-vp union_sp=1e300 csa_sp=0 add'
Casualty VP (net) (LA 21.4l): 9.22337e+18
Casualty VP (net) = 9.22337e+18 is beyond any track: check the inputs
[1]

$ adjutant --session v.adj -c 'compute casualty-vp union_sp=12'
Casualty VP (net) needs csa_sp=N (union_sp: Union SP broken or eliminated; csa_sp: Confederate SP broken or eliminated)
[1]

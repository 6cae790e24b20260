# Victory from the hexes held in the scenarios that score them only at the
# end (21.1, 21.2k, 21.3i): the result follows `control`, with nothing to
# enter on the VP track, in the standing and when the game ends.

The Round Tops (21.1): the side holding most of the three hexes wins; the
Union holds all three at the start.

$ adjutant --session r.adj -c 'new longstreet round' > /dev/null; adjutant --session r.adj -c status | grep 'Victory\|ended now'
Victory Points: 0  (The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here)
  Victory hexes scored at the end, as held now: Confederate 0, Union 3 (3223, 3116, 3117) -> -3
If it ended now: Union Victory

$ adjutant --session r.adj -c 'control 3223 csa' -c 'control 3116 csa' -c 'control 3117 csa' -c victory | tail -2
  Victory hexes scored at the end, as held now: Confederate 3 (3223, 3116, 3117), Union 0 -> +3
If it ended now: Confederate Victory

Played to its end through `next`, the game ends the way 21.1 says:

$ for i in $(seq 1000); do echo next; done | adjutant --seed 3 --session r.adj - > /dev/null 2>&1; adjutant --session r.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Confederate Victory","winner":"confederate"}

Holding one of the three is not enough:

$ adjutant --session r1.adj -c 'new longstreet round' -c 'control 3223 csa' > /dev/null; for i in $(seq 1000); do echo next; done | adjutant --seed 3 --session r1.adj - > /dev/null 2>&1; adjutant --session r1.adj -c status | tail -1
Game over: Union Victory

The Whirlpool (21.2k): the difference of the VP each side's hexes are
worth. The Union holding all 15 VP is a Union Decisive Victory, not a draw:

$ adjutant --session w.adj -c 'new longstreet whirl' > /dev/null; for i in $(seq 2000); do echo next; done | adjutant --seed 3 --session w.adj - > /dev/null 2>&1; adjutant --session w.adj -c status | tail -1
Game over: Union Decisive Victory

Confederates on Weichert's (3), Trostle's (3) and Devil's Den (1): 7
against 8, a Union Minor Victory:

$ adjutant --session w2.adj -c 'new longstreet whirl' -c 'control 2613 csa' -c 'control 2211 csa' -c 'control 2719 csa' > /dev/null; adjutant --session w2.adj -c status | grep 'Victory hexes\|If it'
  Victory hexes scored at the end, as held now: Confederate 7 (2719, 2613, 2211), Union 8 (2216, 2315, 2316, 2715, 2717, 2718, 1815, 1914) -> -1
If it ended now: Union Minor Victory

Assault on Emmitsburg Road (21.3i): only the Confederates score, their
hexes from `control` and exit VP on the track (at most 2):

$ adjutant --session e.adj -c 'new longstreet emmits' -c 'control 2211 csa' -c 'control 2207 csa' -c 'control 1815 csa' -c 'control 1914 csa' -c 'control 1706 csa' -c 'track vp +1' > /dev/null; adjutant --session e.adj -c victory | tail -2
  Victory hexes scored at the end, as held now: Confederate 8 (1706, 1815, 1914, 2207, 2211), Union 0 -> +8
If it ended now: Minor Confederate Victory

$ adjutant --session e.adj -c 'track vp +2'
Victory Points 1 -> 2 (held at the end of the track)

$ adjutant --session e.adj --json -c status | grep -o '"end_hexes":{[^}]*}\|"standing":"[^"]*"'
"end_hexes":{"vp":8}
"standing":"Major Confederate Victory"

The game's longest reminder, whole:

$ adjutant --session la.adj --seed 2 -c 'new longstreet round' > /dev/null; adjutant --session la.adj --seed 2 -c 'next prepare-next yes' | grep -A1 '^End Turn Phase: Prepare'
End Turn Phase: Prepare for Next Turn (LA 18.6)
  Gather Event chits, lift the Fog of War chit, advance the turn; after the last turn decide victory.

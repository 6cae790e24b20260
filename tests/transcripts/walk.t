# Walking each scenario from its first step to the end of its last turn:
# every chit drawn and every step taken by `next`, the clock of 21.x, and the victory level of 5.15
# (digest) for the VP set just before the end.

The Round Tops (21.1): 6 turns, 4:20 to 6:00.

$ adjutant --session rt.adj -c 'new longstreet round-tops' > /dev/null; adjutant --session rt.adj --json -c status | grep -o '"\(turn\|turn_label\|turns\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"key-chits"
"turn":1
"turn_label":"4:20"
"turns":6

$ adjutant --session rt.adj -c status
Longstreet Attacks - The Round Tops (LA 21.1)
Turn 1 of 6 (4:20; game turn 2)   Phase: Command Decision Phase: The Key Chit
Victory Points: 0  (The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here)
  Victory hexes scored at the end, as held now: Confederate 0, Union 3 (3223, 3116, 3117) -> -3
Broken Track: empty
Cup: not built yet - Union picks 1 Key chit, Confederate picks 2 Key chits (8.1), then blind Events and the chits in play go in.
  Puller (suggested, 10.2): Union (game turn 2, even).
If it ended now: Union Victory

$ yes next | head -n 6000 | adjutant --session rt.adj - 2>/dev/null | grep begins; adjutant --session rt.adj -c undo > /dev/null
Turn 2 of 6 (4:40) begins.
Turn 3 of 6 (5:00) begins.
Turn 4 of 6 (5:20) begins.
Turn 5 of 6 (5:40) begins.
Turn 6 of 6 (6:00) begins.

$ adjutant --session rt.adj --json -c status | grep -o '"\(turn\|turn_label\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"prepare-next"
"turn":6
"turn_label":"6:00"

The Confederates hold two of the three victory hexes: they win (21.1).
The game ends after turn 6 of 6, at 6:00:

$ adjutant --session rt.adj -c 'control 3116 csa' -c 'control 3117 csa' -c next
Hex 3116 now held by confederate.
Hex 3117 now held by confederate.
Game over after turn 6 (6:00): Confederate Victory.

What ended it is in the end event, and the log's JSON: the scenario's
last turn played (here and in the walk undone above):

$ adjutant --session rt.adj --json -c 'log phases' | grep -o '"source":{[^}]*}'
"source":{"kind":"rule","table":"scenario","id":"round-tops","section":"21.1"}
"source":{"kind":"rule","table":"scenario","id":"round-tops","section":"21.1"}

$ adjutant --session rt.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Confederate Victory","winner":"confederate"}

$ adjutant --session rt.adj -c next
the game is over (Confederate Victory): `undo` steps back, `new` starts another
[1]

$ adjutant --session rt.adj -c status | tail -1
Game over: Confederate Victory

The Whirlpool (21.2): 10 turns, 4:20 to 7:20.

$ adjutant --session wp.adj -c 'new longstreet whirlpool' > /dev/null; adjutant --session wp.adj --json -c status | grep -o '"\(turn\|turn_label\|turns\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"key-chits"
"turn":1
"turn_label":"4:20"
"turns":10

$ yes next | head -n 6000 | adjutant --session wp.adj - 2>/dev/null | grep begins; adjutant --session wp.adj -c undo > /dev/null
Turn 2 of 10 (4:40) begins.
Turn 3 of 10 (5:00) begins.
Turn 4 of 10 (5:20) begins.
Turn 5 of 10 (5:40) begins.
Turn 6 of 10 (6:00) begins.
Turn 7 of 10 (6:20) begins.
Turn 8 of 10 (6:40) begins.
Turn 9 of 10 (7:00) begins.
Turn 10 of 10 (7:20) begins.

The Confederates on Weichert's and Trostle's (3 VP each) and two Stony
Hill hexes: 8 VP against 7, a Minor Victory (21.2k: +1 to +3):

$ adjutant --session wp.adj -c 'control 2613 csa' -c 'control 2211 csa' -c 'control 2216 csa' -c 'control 2315 csa'
Hex 2613 now held by confederate.
Hex 2211 now held by confederate.
Hex 2216 now held by confederate.
Hex 2315 now held by confederate.

$ adjutant --session wp.adj -c next
Game over after turn 10 (7:20): Confederate Minor Victory.

$ adjutant --session wp.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Confederate Minor Victory","winner":"confederate"}

$ adjutant --session wp.adj -c next
the game is over (Confederate Minor Victory): `undo` steps back, `new` starts another
[1]

Undo steps back from the end; with 7 VP each (a hex nobody holds) the
game is a Draw:

$ adjutant --session wp.adj -c undo -c 'control 2315 none'
Undid: next. The log keeps both.
Hex 2315 now held by nobody.

$ adjutant --session wp.adj --json -c status | grep -o '"over":[a-z]*'
"over":false

$ adjutant --session wp.adj -c next
Game over after turn 10 (7:20): Draw.

$ adjutant --session wp.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Draw","winner":null}

Assault on Emmitsburg Road (21.3): 9 turns, 5:40 to 8:20.

$ adjutant --session er.adj -c 'new longstreet emmitsburg-road' > /dev/null; adjutant --session er.adj --json -c status | grep -o '"\(turn\|turn_label\|turns\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"key-chits"
"turn":1
"turn_label":"5:40"
"turns":9

$ yes next | head -n 6000 | adjutant --session er.adj - 2>/dev/null | grep begins; adjutant --session er.adj -c undo > /dev/null
Turn 2 of 9 (6:00) begins.
Turn 3 of 9 (6:20) begins.
Turn 4 of 9 (6:40) begins.
Turn 5 of 9 (7:00) begins.
Turn 6 of 9 (7:20) begins.
Turn 7 of 9 (7:40) begins.
Turn 8 of 9 (8:00) begins.
Turn 9 of 9 (8:20) begins.

9 Confederate VP is a Minor Confederate Victory (21.3i): Trostle Farm (3),
Trostle Thicket (2), both Peach Orchard hexes, Rogers and Klingel farms:

$ adjutant --session er.adj -c 'control 2211 csa' -c 'control 2207 csa' -c 'control 1815 csa' -c 'control 1914 csa' -c 'control 1706 csa' -c 'control 1709 csa' -c next | tail -1
Game over after turn 9 (8:20): Minor Confederate Victory.

$ adjutant --session er.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Minor Confederate Victory","winner":"confederate"}

$ adjutant --session er.adj -c next
the game is over (Minor Confederate Victory): `undo` steps back, `new` starts another
[1]

Hammerin' Sickles (21.4): 14 turns, 4:00 to 8:20.

$ adjutant --session hs.adj -c 'new longstreet hammerin-sickles' > /dev/null; adjutant --session hs.adj --json -c status | grep -o '"\(turn\|turn_label\|turns\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"key-chits"
"turn":1
"turn_label":"4:00"
"turns":14

$ yes next | head -n 6000 | adjutant --session hs.adj - 2>/dev/null | grep begins; adjutant --session hs.adj -c undo > /dev/null
Turn 2 of 14 (4:20) begins.
Turn 3 of 14 (4:40) begins.
Turn 4 of 14 (5:00) begins.
Turn 5 of 14 (5:20) begins.
Turn 6 of 14 (5:40) begins.
Turn 7 of 14 (6:00) begins.
Turn 8 of 14 (6:20) begins.
Turn 9 of 14 (6:40) begins.
Turn 10 of 14 (7:00) begins.
Turn 11 of 14 (7:20) begins.
Turn 12 of 14 (7:40) begins.
Turn 13 of 14 (8:00) begins.
Turn 14 of 14 (8:20) begins.

Net 20 VP for the Union is a Union Minor Victory (21.4l: 16 to 30):

$ adjutant --session hs.adj -c 'track vp =-20' -c next
Victory Points -84 -> -20
Game over after turn 14 (8:20): Union Minor Victory.

$ adjutant --session hs.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Union Minor Victory","winner":"union"}

$ adjutant --session hs.adj -c next
the game is over (Union Minor Victory): `undo` steps back, `new` starts another
[1]

The 21.4l bands at their edges (the standing if it ended now):

$ for v in 0 1 15 16 30 31 45 46 -1 -15 -16 -31 -46; do adjutant --session hs2.adj -c 'new longstreet hammerin-sickles' > /dev/null 2>&1; adjutant --session hs2.adj -c "track vp =$v" > /dev/null; echo "$v $(adjutant --session hs2.adj -c status | tail -1)"; done
0 If it ended now: Draw
1 If it ended now: Confederate Minimal Victory
15 If it ended now: Confederate Minimal Victory
16 If it ended now: Confederate Minor Victory
30 If it ended now: Confederate Minor Victory
31 If it ended now: Confederate Major Victory
45 If it ended now: Confederate Major Victory
46 If it ended now: Confederate Decisive Victory
-1 If it ended now: Union Minimal Victory
-15 If it ended now: Union Minimal Victory
-16 If it ended now: Union Minor Victory
-31 If it ended now: Union Major Victory
-46 If it ended now: Union Decisive Victory

Sickles Follows Orders (21.5): 14 turns, 4:00 to 8:20; VP do not decide it,
the Confederates win only by sudden death (21.5j):

$ adjutant --session sf.adj -c 'new longstreet sickles-follows-orders' > /dev/null; adjutant --session sf.adj --json -c status | grep -o '"\(turn\|turn_label\|turns\|phase_id\|over\)":[^,]*' | sort
"over":false
"phase_id":"key-chits"
"turn":1
"turn_label":"4:00"
"turns":14

$ yes next | head -n 6000 | adjutant --session sf.adj - 2>/dev/null | grep begins | sed -n '1p;$p'; adjutant --session sf.adj -c undo > /dev/null
Turn 2 of 14 (4:20) begins.
Turn 14 of 14 (8:20) begins.

$ adjutant --session sf.adj -c 'track vp =30' -c next
Victory Points -14 -> 30
Game over after turn 14 (8:20): Union Victory.

$ adjutant --session sf.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'
"over":true
"victory":{"level":"Union Victory","winner":"union"}

$ adjutant --session sf.adj -c next
the game is over (Union Victory): `undo` steps back, `new` starts another
[1]

A brigade's arrival (13.8) is said in its own activation's Movement Step
only, not at every brigade's: in The Round Tops, Weed's and Law's enter
at 5:20, each once, under its own name.

$ adjutant --session ar.adj --seed 3 -c 'new longstreet round' > /dev/null; yes next | head -n 3000 | adjutant --session ar.adj --seed 3 - 2>/dev/null | awk '/ activated: Full/ { b = $1 } /Brigade enters/ { print b, $2, $3 }'
Weed's Weed's Brigade
Law's Law's Brigade

A step's reminder is said the first time in a turn; at every later pass
through the activation loop only what is new there is shown:

$ adjutant --session rm.adj --seed 3 -c 'new longstreet round' > /dev/null; yes next | head -n 120 | adjutant --session rm.adj --seed 3 - 2>/dev/null | awk '/Turn 2 of 6/ { exit } { print }' > t1.out; grep -c '^Brigade Activation Phase: Movement Step' t1.out; grep -c 'Move by order; new infantry enters' t1.out
4
1

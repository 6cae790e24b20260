# Tracks: the VP counter (bounded on The Round Tops, -3..3), the Broken
# Track boxes, the End Turn adjustment (18.4, 15.9a), undo and the log.

$ adjutant --session t.adj -c 'new longstreet round-tops' > /dev/null

$ adjutant --session t.adj -c 'track vp +2'
Victory Points 0 -> 2

+/-N past an end holds at the end of the track:

$ adjutant --session t.adj -c 'track vp -6'
Victory Points 2 -> -3 (held at the end of the track)

$ adjutant --session t.adj -c 'track vp +7'
Victory Points -3 -> 3 (held at the end of the track)

=N sets; off the track it is refused and nothing changes:

$ adjutant --session t.adj -c 'track vp =1'
Victory Points 3 -> 1

$ adjutant --session t.adj -c 'track vp =4'
Victory Points runs -3 to 3: 4 is off the track
[1]

$ adjutant --session t.adj -c 'track vp =-4'
Victory Points runs -3 to 3: -4 is off the track
[1]

$ adjutant --session t.adj -c 'track vp'
Victory Points: 1 - The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here (LA 4.2)

Garbage changes and unknown tracks are refused:

$ adjutant --session t.adj -c 'track vp *2'
"*2" is not a track change: expected +N, -N or =N
[1]

$ adjutant --session t.adj -c 'track vp +x'
"+x" is not a track change: expected +N, -N or =N
[1]

$ adjutant --session t.adj -c 'track vp ='
"=" is not a track change: expected +N, -N or =N
[1]

$ adjutant --session t.adj -c 'track vp +99999999999999999999'
"+99999999999999999999" is not a track change: expected +N, -N or =N
[1]

$ adjutant --session t.adj -c 'track nosuch +1'
no track "nosuch": this scenario has vp, broken
[1]

$ adjutant --session t.adj -c 'track vp +1 extra'
usage: track [NAME [+N|-N|=N|on|off | put UNIT BOX | take UNIT]] (e.g. track broken put "4 TX" 2)
[1]

$ adjutant --session t.adj -c 'track vp'
Victory Points: 1 - The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here (LA 4.2)

$ adjutant --session t.adj -c track
vp           Victory Points           counter
broken       Broken Track             boxes

Whirlpool has no such bound (net VP, either sign):

$ adjutant --session w.adj -c 'new longstreet whirlpool' > /dev/null; adjutant --session w.adj -c 'track vp -5' -c 'track vp +7'
Victory Points 0 -> -5
Victory Points -5 -> 2

The Broken Track: put, take and show.

$ adjutant --session t.adj -c 'track broken'
Broken Track (LA 15.9):
  Box 3      -
  Box 2      -
  Box 1      -
  Available  -

$ adjutant --session t.adj -c 'track broken put "4 TX" 2' -c 'track broken put "20 ME" 1' -c 'track broken put "4 AL" 3' -c 'track broken put "44 NY" 1'
Broken Track: 4 TX into Box 2
Broken Track: 20 ME into Box 1
Broken Track: 4 AL into Box 3
Broken Track: 44 NY into Box 1

$ adjutant --session t.adj -c 'track broken put "44 NY" 3'
Broken Track: 44 NY into Box 3 (moved)

$ adjutant --session t.adj -c 'track broken take "44 NY"'
Broken Track: 44 NY taken off

$ adjutant --session t.adj -c 'track broken take "nobody"'
nobody is not on the Broken Track
[1]

$ adjutant --session t.adj -c 'track broken put "44 NY" 4'
"4" is not a box of the Broken Track: `track broken` lists them
[1]

$ adjutant --session t.adj -c 'track broken put'
usage: track broken put UNIT BOX, or track broken take UNIT
[1]

A unit put on the track is one of the scenario's order of battle (its
set-up and its reinforcements): a name that is none is refused, with the
near ones, and nothing is recorded; a unit is kept by the name the rules
give it, however it was typed.

$ adjutant --session t.adj -c 'track broken put "99 XX" 2'
"99 XX" is no unit of The Round Tops (`setup` lists them)
[1]

$ adjutant --session t.adj -c 'track broken put "4 AK" 2'
"4 AK" is no unit of The Round Tops; near it: 4 ME, 4 AL, 4 TX (`setup` lists them)
[1]

$ adjutant --session t.adj -c 'track broken put 4 2'
"4" names more than one unit of The Round Tops: 4 ME, 44 NY, 47 AL, 4 AL, 4 TX, 48 AL (`setup` lists them)
[1]

$ adjutant --session t.adj -c 'track broken put "13 MS" 2'
"13 MS" is no unit of The Round Tops (`setup` lists them)
[1]

$ adjutant --session t.adj -c 'track broken put 140ny 2' -c 'track broken take "140 NY"'
Broken Track: 140 NY into Box 2
Broken Track: 140 NY taken off

A unit can be put straight into Available:

$ adjutant --session t.adj -c 'track broken put "15 AL" available'
Broken Track: 15 AL into .* (re)

$ adjutant --session t.adj -c 'track broken'
Broken Track (LA 15.9):
  Box 3      4 AL
  Box 2      4 TX
  Box 1      20 ME
  Available  15 AL

$ adjutant --session t.adj --json -c status | grep -o '"tracks":{[^}]*}'
"tracks":{"vp":1,"broken":4}

At the End Turn's Broken Track Adjustment Step (18.4) every unit moves one
box lower; Available stays Available.  `next broken` jumps there:

$ adjutant --session t.adj -c 'next broken yes'
(passed Command Decision Phase: Included & Excluded Chits)
...
(passed End Turn Phase: Victory Point Awards Step)
End Turn Phase: Broken Track Adjustment Step (LA 18.4)
  Move every unit one box down the Broken Track: box 1 first, then 2, then 3.
  Broken Track: 3 units moved down one box (LA 18.4)

$ adjutant --session t.adj -c 'track broken'
Broken Track (LA 15.9):
  Box 3      -
  Box 2      4 AL
  Box 1      4 TX
  Available  20 ME, 15 AL

The moves are made box 1 first, then 2, then 3 (15.9a), as the step says:

$ adjutant --session t.adj -c 'log box' | tail -3
.*Broken Track: 20 ME Box 1 -> Available \(18.4\) (re)
.*Broken Track: 4 TX Box 2 -> Box 1 \(18.4\) (re)
.*Broken Track: 4 AL Box 3 -> Box 2 \(18.4\) (re)

A second End Turn a turn later moves them on again:

$ adjutant --session t.adj -c 'next broken yes' | tail -1; adjutant --session t.adj -c 'track broken'
  Broken Track: 2 units moved down one box (LA 18.4)
Broken Track (LA 15.9):
  Box 3      -
  Box 2      -
  Box 1      4 AL
  Available  4 TX, 20 ME, 15 AL

Undo takes back the whole jump:

$ adjutant --session t.adj -c undo
Undid: next broken yes. The log keeps both.

$ adjutant --session t.adj -c 'track broken'
Broken Track (LA 15.9):
  Box 3      -
  Box 2      4 AL
  Box 1      4 TX
  Available  20 ME, 15 AL

$ adjutant --session t.adj -c undo -c 'track broken' -c status
Undid: next broken yes. The log keeps both.
Broken Track (LA 15.9):
  Box 3      4 AL
  Box 2      4 TX
  Box 1      20 ME
  Available  15 AL
Longstreet Attacks - The Round Tops (LA 21.1)
Turn 1 of 6 (4:20; game turn 2)   Phase: Command Decision Phase: The Key Chit
Victory Points: 1  (The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here)
  Victory hexes scored at the end, as held now: Confederate 0, Union 3 (3223, 3116, 3117) -> -3
...
If it ended now: Union Victory

The log keeps both the undone commands and the undos:

$ adjutant --session t.adj -c 'log undo'
.*undo    Undid: next broken yes (re)
.*undo    Undid: next broken yes (re)

$ adjutant --session t.adj -c 'log box' | grep -c '(18.4)'
5

$ adjutant --session t.adj -c 'log track'
.*track   Victory Points 0 -> 2 (re)
.*track   Victory Points 2 -> -3 (re)
.*track   Victory Points -3 -> 3 (re)
.*track   Victory Points 3 -> 1 (re)

Each track change says where it came from, in the event and the log's
JSON (the text is unchanged): the command typed, a mechanism (the turn's
VP from hexes), a rule row (the End Turn's reset of a Command Event
track, 18.6):

$ adjutant --session cc.adj -c 'new longstreet hammerin' -c 'track cc-hood =1' -c 'next prepare yes' > /dev/null; adjutant --session cc.adj --json -c 'log track' | grep -o '"source":{[^}]*}'
"source":{"kind":"command","name":"track"}
"source":{"kind":"mech","name":"control","section":"18.2"}
"source":{"kind":"rule","table":"track_step","id":"prepare-next","section":"18.6"}

The same for units in the boxes of the Broken Track: put and taken by hand,
moved down by the End Turn's adjustment (18.4):

$ adjutant --session bx.adj -c 'new longstreet round' -c 'track broken put 140ny 2' -c 'track broken put "4 TX" 1' -c 'next broken yes' -c 'track broken take "140 NY"' > /dev/null; adjutant --session bx.adj --json -c 'log box' | grep -o '"source":{[^}]*}' | uniq -c
      2 "source":{"kind":"command","name":"track"}
      2 "source":{"kind":"rule","table":"track_step","id":"broken-track","section":"18.4"}
      1 "source":{"kind":"command","name":"track"}

Undo of a track change:

$ adjutant --session t.adj -c 'track vp +1' -c undo -c 'track vp'
Victory Points 1 -> 2
Undid: track vp +1. The log keeps both.
Victory Points: 1 - The result is the Confederate-held victory hexes less the Union-held ones, from `control`: whoever holds most of the three wins; nothing needs entering here (LA 4.2)

$ adjutant --session t.adj -c 'log verify'
Log verified: .* events, hash chain intact. (re)

A unit's name is kept whole or refused, never cut short (cut, it is no
longer the name typed: `take` would not find it, and a cut can fall
inside a character):

$ adjutant --session long.adj -c 'new longstreet round' > /dev/null; adjutant --session long.adj -c "track broken put \"$(printf '%070d' 0)\" 2"; adjutant --session bd.adj -c 'new bloodiest historical' > /dev/null; adjutant --session bd.adj -c "eliminated union $(printf '%070d' 0) 4"
a unit's name is at most 63 bytes (this one is 70)
a unit's name is at most 47 bytes (this one is 70)
[1]

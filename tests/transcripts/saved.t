# `open` lists the sessions saved in the data folder (where `new` puts
# them) with the game, scenario, turn and when each was last played, the
# last played first; `open NAME` opens one by its name or a unique start
# of it; a name that is none is refused, the list shown.

$ adjutant -c 'open'
No saved sessions in .*/xdg/adjutant: `new GAME SCENARIO` starts one \(`games` lists them\)\. (re)

$ adjutant -c 'new longstreet round' -c 'next' > /dev/null

$ sleep 1; adjutant -c 'new bloodiest hist' > /dev/null

$ adjutant -c 'open'
Saved sessions in .*/xdg/adjutant \(`open NAME`; the last played first\): (re)
  bloodiest-day-historical-1 +Bloodiest Day: Antietam - The Battle of Antietam, turn 1 \(0530-0730\), last played [0-9-]+ [0-9:]+ UTC \(open now\) (re)
  longstreet-attacks-round-tops-1 +Longstreet Attacks - The Round Tops, turn 1 \(4:20\), last played [0-9-]+ [0-9:]+ UTC (re)

$ adjutant --json -c 'open' | grep -o '"name":"[^"]*","path":"[^"]*","game":"[^"]*","scenario":"[^"]*","turn":[0-9]*'
"name":"bloodiest-day-historical-1","path":".*/xdg/adjutant/bloodiest-day-historical-1.adj","game":"bloodiest-day","scenario":"historical","turn":1 (re)
"name":"longstreet-attacks-round-tops-1","path":".*/xdg/adjutant/longstreet-attacks-round-tops-1.adj","game":"longstreet-attacks","scenario":"round-tops","turn":1 (re)

$ adjutant -c 'open longstreet' -c 'status' | head -2
Longstreet Attacks - The Round Tops (LA 21.1)
Turn 1 of 6 \(4:20; game turn 2\) .* (re)

$ adjutant -c 'open longstreet-attacks-round-tops-1.adj' > /dev/null

$ adjutant -c 'open gettysburg'
Saved sessions in .*/xdg/adjutant \(`open NAME`; the last played first\): (re)
  bloodiest-day-historical-1 .* (re)
  longstreet-attacks-round-tops-1 .* (re)
no saved session or file "gettysburg": expected a file or the name of a saved session (listed above)
[1]

# A path is a path: never taken for a name.
$ adjutant -c 'open nowhere/x.adj' 2>&1 | grep -c 'Saved sessions'
0
[1]

# NAME.adj that is no saved session is a file, said missing as one.
$ adjutant -c 'open nosuch.adj'
no session file at nosuch.adj
[1]

# The Long Roads to Gettysburg's commanders (21.1) at a table, and the
# bad words to `serve new`: each refused in one line, nothing recorded or
# made.  (tests/server/lr-roster.sh plays the roster through the server.)

$ adjutant --session g.adj -c 'new long-roads high-tide +multiple-commanders' > /dev/null; adjutant --session g.adj -c 'command 1-corps longstreet'; echo "rc=$?"
command: no commanders in this game: a campaign's umpire adds them (`role add SIDE NAME`, or `serve new ... commanders=ID,...`)
rc=1

$ adjutant --session g.adj -c 'command 1-corps'
usage: command FORMATION COMMANDER [near] (`role list` shows what each commander holds) (e.g. command 1-corps ewell)
[1]

$ adjutant --session g.adj -c 'command 1-corps longstreet soon'
command: expected `near` or nothing after the commander, not “soon”
[1]

$ adjutant --session g.adj -c 'log' | grep -c 'role'
0
[1]

`role list` is a campaign's (the commanders are its server's).

$ adjutant --session g.adj -c 'role list'
role: no shared campaign here (`sync join URL TOKEN` joins one)
[1]

A game with no commanders in its data has no `command`.

$ adjutant --session la.adj -c 'new longstreet-attacks round-tops' > /dev/null; adjutant --session la.adj -c 'command 1-corps longstreet'
command: Longstreet Attacks has no commanders holding formations
[1]

`serve new` checks its +OPTION words and commanders=ID,... before it
makes anything.

$ adjutant serve --data d new long-roads high-tide +no-such; echo "rc=$?"
adjutant serve: no option "no-such" for long-roads: expected +confederate-detachments, +ammunition, +limited-intelligence, +multiple-commanders, +time-limitation, +augmented-supply, +simplified-supply, +variable-initiative, +no-strategic-movement, +brandy-station, +reserve-artillery, +captured-artillery, +stragglers, +jackson-lives, +preliminary-victory, +halleck
rc=1

$ adjutant serve --data d new long-roads high-tide commanders=lee
adjutant serve: commanders=: lee is a commander of the +multiple-commanders option: start the campaign with it
[1]

$ adjutant serve --data d new long-roads high-tide +multiple-commanders commanders=lee,custer
adjutant serve: commanders=: no commander "custer" in long-roads: expected some of lee, longstreet, ewell, hill, stuart, hooker, meade, halleck, reynolds, hancock, sickles, sedgwick, howard, slocum, pleasonton, heintzelman, schenck, couch
[1]

$ adjutant serve --data d new long-roads high-tide +multiple-commanders +halleck commanders=hooker,halleck
adjutant serve: commanders=: halleck only with 3 or more Union commanders (2 named)
[1]

$ adjutant serve --data d new long-roads high-tide +multiple-commanders commanders=
adjutant serve: commanders=: expected ID,ID... of the game's commanders (lee, longstreet, ewell, hill, stuart, hooker, meade, halleck, reynolds, hancock, sickles, sedgwick, howard, slocum, pleasonton, heintzelman, schenck, couch)
[1]

$ adjutant serve --data d list | grep -c long-roads
0
[1]

# Usage lines come from each command's entry (its args), so a usage error
# says the command as it is, whatever word named it, and `help` and the
# error say the same.  Each case below was wrong when the lines were
# written by hand.

$ adjutant --session u.adj -c 'new longstreet round-tops' > /dev/null

A prefix named the command: the usage said the prefix.

$ adjutant --session u.adj -c 'disc'
usage: discard CHIT (e.g. discard rebel)
[1]

$ adjutant --session u.adj -c 'ho a b'
usage: hold CHIT (e.g. hold rebel)
[1]

`log verify` runs alone; the filters come in any order.

$ adjutant --session u.adj -c 'log --turn'
usage: log verify | [--turn N | --phase P | --side S | --grep TEXT | KIND]...
[1]

$ adjutant -c 'help log' | head -1
usage: log verify | [--turn N | --phase P | --side S | --grep TEXT | KIND]...

The reason of an undo is the rest of the line.

$ adjutant --session u.adj -c 'undo now'
usage: undo [SEQ] [all] [preview] [reason=WHY...] (takes back the last command, or the one numbered)
[1]

A flag track is set on or off.

$ adjutant -c 'help track' | head -1
usage: track [NAME [+N|-N|=N|on|off | put UNIT BOX | take UNIT]]

Options follow the scenario, and at the prompt `new` alone asks for both.

$ adjutant -c 'help new' | head -1
usage: new [GAME [SCENARIO] [+OPTION...]]

`sync drop` and `sync redo` take all, and `sync redo` alone redoes all.

$ adjutant -c 'help sync' | head -1
usage: sync [join URL TOKEN [FILE] | join LINK [FILE] | status | drop N|all | redo [N|all] | leave]

Any number of a combat's inputs and flags.

$ adjutant -c 'help combat' | head -1
usage: combat NAME [INPUT=N|FLAG]... [roll=A,D] [by=SIDE] [?]

Words a command has no place for are refused before it runs, with its
usage and the game's own example:

$ adjutant --session u.adj -c 'cup now'
usage: cup
[1]

$ adjutant --session u.adj -c 'view union table'
usage: view [SIDE|table|umpire]
[1]

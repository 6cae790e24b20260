# The Long Roads to Gettysburg at a table, typed in a hurry: a written
# order's options typed twice are refused in one line, nothing recorded;
# at a table (no roles) the players move the time chits and the latched
# flags themselves, as the umpire does on a server.

$ adjutant --session a.adj -c 'new long-roads high-tide +multiple-commanders +time-limitation' -c 'next communications' > /dev/null 2>&1; adjutant --session a.adj -c 'message hooker Hold distance=3 distance=4'
distance= given twice: expected it once (`message COMMANDER TEXT distance=N [rail=N] [roll=N]`)
[1]

$ adjutant --session a.adj -c 'message hooker Hold distance=3 roll=2 ROLL=5'
roll= given twice: expected it once (`message COMMANDER TEXT distance=N [rail=N] [roll=N]`)
[1]

$ adjutant --session a.adj -c 'message hooker Hold rail=1 distance=3 rail=2'
rail= given twice: expected it once (`message COMMANDER TEXT distance=N [rail=N] [roll=N]`)
[1]

$ adjutant --session a.adj -c 'message'
No message in transit.

$ adjutant --session a.adj --side union -c 'track time-chits.union +1' -c 'track chits-held.union +1'
Union time chits 3 -> 4
Union time chits when the time was allotted 3 -> 4

$ adjutant --session a.adj --side union -c 'track disorder-ever.union on' -c 'track disorder-ever.union off'
Army Disorder has happened (union) 0 -> 1
  Victory Points (net Confederate) 0 -> 15: Union Army Disorder now +15, was +0 (LRTG VII 7).
Army Disorder has happened (union) 1 -> 0
  Victory Points (net Confederate) 15 -> 0: Union Army Disorder now +0, was +15 (LRTG VII 7).

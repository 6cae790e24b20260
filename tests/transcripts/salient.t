# The Sickles Salient (21.4e): Birney, Humphreys, Barnes and Caldwell start
# uncommitted; from 4:20 and in the next three Command Decision Phases the
# Union puts one of them in play (chosen at random in a script).

$ adjutant --session p.adj --seed 2 -c 'new longstreet hammer' -c 'next build' | grep -c 'put in play'
0
[1]

$ for i in 1 2 3 4 5; do adjutant --session p.adj --seed 2 -c 'next build'; done | grep -c 'put in play (21.4e)\.$'
4

$ adjutant --session p.adj -c cup | grep -o 'Barnes\|Birney\|Humphreys\|Caldwell' | sort
Barnes
Birney
Caldwell
Humphreys

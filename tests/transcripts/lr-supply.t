# The Long Roads to Gettysburg, simplified supply (24.0-24.7): one track
# per side, only with the option; the Union's runs -1 to +7, the
# Confederates' -1 to +6.

$ adjutant --session n.adj -c 'new long-roads high-tide' -c 'track supply.union' 2>&1 | tail -1
no track "supply.union": this scenario has .* (re)

$ adjutant --session s.adj -c 'new long-roads high-tide +simplified-supply' > /dev/null; adjutant --session s.adj -c 'track supply.union' -c 'track supply.confederate' -c 'track supply.union =8' -c 'track supply.confederate =7'
Union supply (simplified): 7 - victuals of the whole Union army (LRTG 24.0)
Confederate supply (simplified): 6 - victuals of the whole Confederate army (LRTG 24.0)
Union supply (simplified) runs -1 to 7: 8 is off the track
Confederate supply (simplified) runs -1 to 6: 7 is off the track
[1]

24.1: each side spends one victual at the Supply Expenditure Phase, turn
after turn (turns 1-3 have none: the walk goes on until turn 4's).

$ i=0; until adjutant --session s.adj --json -c status | grep -q '"turn":4,'; do adjutant --session s.adj -c 'next random-events yes' > /dev/null || break; i=$((i+1)); [ $i -gt 5 ] && break; done; adjutant --session s.adj -c 'track supply.union =7' -c 'track supply.confederate =6' > /dev/null; adjutant --session s.adj -c 'next supply-expenditure' | grep 'supply (simplified)'
  Union supply (simplified) 7 -> 6 (24.1)
  Confederate supply (simplified) 6 -> 5 (24.1)

24.5: victuals received on a negative box count from 0.  The text's
example puts the marker in the -2 box and gives it 4 victuals: +4, not
+2.  24.0 gives the tracks no -2 box (they start at -1), so we follow the
track and test the rule from -1: 4 victuals make +4, not +3.

$ adjutant --session s.adj -c 'track supply.union =-1' -c 'track supply.union +4' -c 'track supply.union -2' -c 'track supply.union -5' -c 'track supply.union +1' -c 'track supply.confederate =0' -c 'track supply.confederate +2'
Union supply (simplified) 6 -> -1
Supply below 0 (+3 morale) (union): the Union's supply is below 0: +3 to its army morale (LRTG 24.6)
Union supply (simplified) -1 -> 4
  Counted from 0, not from -1: a gain below 0 starts there (LRTG 24.5)
Supply below 0 (+3 morale) (union): the Union's supply is no longer below 0 (LRTG 24.6)
Union supply (simplified) 4 -> 2
Union supply (simplified) 2 -> -1 (held at the end of the track)
Supply below 0 (+3 morale) (union): the Union's supply is below 0: +3 to its army morale (LRTG 24.6)
Union supply (simplified) -1 -> 1
  Counted from 0, not from -1: a gain below 0 starts there (LRTG 24.5)
Supply at 1 (+1 morale) (union): the Union's supply is at 1: +1 to its army morale (LRTG 24.6)
Supply below 0 (+3 morale) (union): the Union's supply is no longer below 0 (LRTG 24.6)
Confederate supply (simplified) 5 -> 0
Supply at 0 (+2 morale) (confederate): the Confederates' supply is at 0: +2 to their army morale (LRTG 24.6)
Confederate supply (simplified) 0 -> 2
Supply at 0 (+2 morale) (confederate): the Confederates' supply is no longer at 0 (LRTG 24.6)

$ adjutant --session s.adj --json -c status | grep -o '"supply.[a-z]*":-\{0,1\}[0-9]*'
"supply.union":1
"supply.confederate":2

The spending at the step does not go below -1 either.

$ adjutant --session s.adj -c 'track supply.union =-1' > /dev/null; i=0; until adjutant --session s.adj --json -c status | grep -q '"turn":5,'; do adjutant --session s.adj -c 'next random-events yes' > /dev/null || break; i=$((i+1)); [ $i -gt 3 ] && break; done; adjutant --session s.adj -c 'next supply-expenditure' | grep 'supply (simplified)'
  Confederate supply (simplified) 2 -> 1 (24.1)

Bad changes: one line each, nothing recorded.

$ adjutant --session s.adj -c 'track supply.union +x'; adjutant --session s.adj -c 'track supply.union ++4'; adjutant --session s.adj -c 'track supply.union -+4'; adjutant --session s.adj -c 'track supply.union +-4'; adjutant --session s.adj -c 'track supply.union +99999999999'; adjutant --session s.adj -c 'track supply.union' 
"+x" is not a track change: expected +N, -N or =N
"++4" is not a track change: expected +N, -N or =N
"-+4" is not a track change: expected +N, -N or =N
"+-4" is not a track change: expected +N, -N or =N
"+99999999999" is not a track change: expected +N, -N or =N
Union supply (simplified): -1 - victuals of the whole Union army (LRTG 24.0)

The procedure at the Forage / Resupply Phase (24.2, 24.4): a passive
side looks up its victuals and adds them to its track.  The Union with
12 divisions in range gets 4, from its -1 box to +4 (24.5); the
Confederates giving up one fatigue level of recovery (4 victuals), 23
turns north of the Potomac (-2) with the Union holding the Shenandoah
(-1), get 1.

$ adjutant --session s.adj -c 'next forage' | grep -c 'lookup simplified-resupply'
1

$ adjutant --session s.adj -c 'lookup simplified-resupply union divisions=12' | tail -1; adjutant --session s.adj -c 'track supply.union +4'
Result: 4
Union supply (simplified) -1 -> 4
  Counted from 0, not from -1: a gain below 0 starts there (LRTG 24.5)
Supply below 0 (+3 morale) (union): the Union's supply is no longer below 0 (LRTG 24.6)

$ adjutant --session s.adj -c 'lookup simplified-forage removed=-1 north=23 shenandoah' | tail -1; adjutant --session s.adj -c 'track supply.confederate +1'
Result: 1
Confederate supply (simplified) 1 -> 2
Supply at 1 (+1 morale) (confederate): the Confederates' supply is no longer at 1 (LRTG 24.6)

$ adjutant --session s.adj -c 'next supply-effects' | grep -c 'simplified-effects'
1

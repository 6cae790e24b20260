# Terrible Swift Sword: what the ledger keeps besides fire and melee
# casualties.  Units left on the map past their withdrawal time cost 100
# VP a strength point (29.3; printed "lfi)": read 100); an unlimbered
# battery overrun in melee gives up its guns and a hundred men (13.82,
# 13.83).  A value worked out rather than printed says so where it acts.

The withdrawal says how to record what is left (29.2, 29.3):

$ adjutant --session s.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session s.adj -c setup | grep -c left-on-map
0
[1]

$ yes next | head -400 | adjutant --session s.adj - 2>/dev/null | grep 'Withdraw'
  Union: Withdraw the 1st and 2nd Brigades, 1st Cavalry Division; Buford, Devin, Gamble: off the map by 1400; each strength point left costs 100 VP (loss union left-on-map N) at Staging Area 5 or 6 (TSS 29.2)

Three Union strength points still on the map cost the Union 300 VP, off
its own total ("cost the Player"):

$ adjutant --session s.adj -c 'track vp.union =500' -c 'loss union left-on-map 3'
Victory Points (union) 0 -> 500
Union loss: strength points still on the map at their withdrawal time, 3 strength points (TSS 29.3):
  Victory Points (union) 500 -> 200: strength points still on the map at their withdrawal time, 3 strength points.

An unlimbered battery that cannot retreat from a melee is taken with a
hundred men, on the Captured Track; its guns are recorded as captured
guns, a VP each to the captor (22.11):

$ adjutant --session s.adj -c 'loss csa battery-overrun 1' -c 'loss csa guns-captured 4'
Confederate loss: unlimbered battery captured in melee (a retreat or C result), 1 battery (TSS 13.82):
  Captured (men) (confederate) 0 -> 100: unlimbered battery captured in melee (a retreat or C result), 1 battery.
Confederate loss: guns captured, 4 guns (TSS 10.88, 12.34, 22.11):
  Guns captured (confederate) 0 -> 4: guns captured, 4 guns.
  (no aaat track for the Confederate in this scenario: nothing to record there)
  Victory Points (union) 200 -> 204: guns captured, 4 guns.

$ adjutant --session s.adj -c status | grep 'Losses (Confederate)'
Losses (Confederate): 100

Captured guns take three rounds each off the AAAT (12.34).  Under the
optional ammunition rule the AAAT is the Supply Train's reserve, and
whether 12.34 still applies is not said: it is applied, and said to be
worked out.

$ adjutant --session o.adj -c 'new terrible-swift-sword third-day +advanced-ammo' > /dev/null 2>&1; adjutant --session o.adj -c 'loss union guns-captured 3' | grep -A1 '^  AAAT'
  AAAT (Union) 110 -> 101: guns captured, 3 guns.
    [worked out, not printed: under the optional ammunition rule the AAAT is the Supply Train's reserve, and 23.0 does not say whether 12.34 still takes three rounds a captured gun from it; 12.34 is not withdrawn, so it does (our reading)]

$ adjutant --session b.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session b.adj -c 'loss union guns-captured 3' | grep -c 'worked out'
0
[1]

$ adjutant --session b.adj -c loss | grep -A4 '^  guns-captured'
  guns-captured          guns captured, counted in guns
      its captured-guns +1 each (10.88)
      its aaat -3 each, without +advanced-ammo (12.34)
      its aaat -3 each, with +advanced-ammo (12.34) [worked out, not printed]
      the enemy's vp +1 each (22.11)

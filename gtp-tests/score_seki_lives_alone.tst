# score_seki_lives_alone.tst: chains that share a liberty but each live on
# their own are not in seki (issue 16, "invented seki": a KGS game's Black
# group on the top edge lost its two eye points that way).
#
# What (score/solver/alone.rs): score-games/seki-lives-alone.sgf (13x13).
# White's D13 E13 (liberties C13 and D12) share D12 with Black's E12 F12 G12
# H12 F13 H13, which has one eye, G13, and the liberty J13. White connects to
# its wall at D12 (beside C12 and D11) or at C13 (beside C12); Black connects
# to its wall L12 L13 through J13 K13 J12 K12 (White J13 is taken at K13, and
# White J12 or K12 is answered at J13 or K13). Neither chain has the four
# liberties of a wall, so the region reader reads them together, and neither
# can be captured: the reading called that a seki (both share D12), and G13,
# the eye of a group in seki, was not counted (W+10). A seki needs chains that
# would die by filling their shared liberties: read again with White's two
# stones made uncapturable, Black still loses no stone, and with Black's made
# uncapturable White loses none, so both simply live. GNU Go 3.8: no seki.
# Count (Japanese, komi 0): Black A13 A11 G13 and M13-M1 (seven eyes) = 10;
# White D10-H2 (fifteen eyes) and A7 A5 A3 A1 = 19; C13 D12 J13 K13 J12 K12
# are dame: W+9. Chinese (area): 56 against 107 either way, W+51.
# Why: Japanese 1989 rules, Article 8 (seki: stones alive that possess dame,
# the dame no side can fill) and its commentary; Article 7 (life is what
# either side can achieve by playing on).

# ===== 1. Japanese =====
loadsgf score-games/seki-lives-alone.sgf
kata-set-rules japanese
komi 0
100 final_status_list seki
#? []
101 final_status_list dead
#? []
102 final_score
#? [W\+9]
103 tengen-score_breakdown
#? [.*territory: black 10 white 19\n.*seki points not counted: black 0 white 0\ndame: 6\n.*]

# ===== 2. Chinese =====
kata-set-rules chinese
komi 0
200 final_status_list seki
#? []
201 final_score
#? [W\+51]

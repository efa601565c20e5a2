// The engine's opening book (src/ai/book.hpp), written by `renju book`; rebuild it rather than
// edit it:
//   renju book --plies 4 --replies 2 --nodes 6000000 --reply-nodes 3000000
// 358 positions, each: the moves that reach it and the search's depth, then its key, move and
// score (book.hpp).
#pragma once

#include <array>

#include "ai/book.hpp"

namespace renju::ai {

inline constexpr std::array<BookEntry, 358> kBook{{
    // h8 h9 j10 i9 k9 l8, depth 15
    {"b:d8w,h8b,e9b,g9w,h9w,f10b", "g10", 178},
    // h8 h9 j9 i10 j11 j10, depth 15
    {"b:e6b,f6w,g6b,f7w,g8w,h8b", "f5", 390},
    // h8 h9 i6 j7 k6 j6, depth 15
    {"b:e6b,f6w,g6b,f7w,h8b,h9w", "f5", 1914},
    // h8 h9 h6 i10 j11 i9, depth 17
    {"b:e6b,f7w,g7w,g8w,h8b,j8b", "h6", -999975},
    // h8 h9 h6 i10 j11 g10, depth 16
    {"b:e6b,f7w,g8w,h8b,j8b,f9w", "h7", -999975},
    // h8 h9 i6 j7 k6 i7, depth 15
    {"b:e6b,g6b,f7w,g7w,h8b,h9w", "f5", 1646},
    // h8 h9 j9 i10 j11 j8, depth 15
    {"b:e6b,g6b,h6w,f7w,g8w,h8b", "e5", 954},
    // h8 h9 h6 i10 j11 j9, depth 15
    {"b:e6b,g6w,f7w,g8w,h8b,j8b", "g7", -1777},
    // h8 h9 i6 j7 j6 k6, depth 17, defend
    {"b:e6w,f6b,g6b,f7w,h8b,h9w", "g8", 1979},
    // h8 i9 j9 j8 k7 k8, depth 15
    {"b:e7b,e8w,f8w,h8b,f9b,g9w", "h7", 867},
    // h8 i9 j7 j8 k7 i7, depth 17
    {"b:e7b,f7b,g7w,f8w,h8b,g9w", "h6", 684},
    // h8 i9 j7 j8 k7 h7, depth 15
    {"b:e7b,f7b,h7w,f8w,h8b,g9w", "f6", 1311},
    // h8 i9 i8 j8 k7 j7, depth 16
    {"b:e7b,f7w,f8w,g8b,h8b,g9w", "f6", 529},
    // h8 i9 i8 j8 k7 h9, depth 16
    {"b:e7b,f8w,g8b,h8b,g9w,h9w", "f9", 753},
    // h8 i9 i8 j8 k7 i7, depth 16
    {"b:e7b,g7w,f8w,g8b,h8b,g9w", "h6", 865},
    // h8 i9 j9 j8 k7 i7, depth 15
    {"b:e7b,g7w,f8w,h8b,f9b,g9w", "g6", 560},
    // h8 i9 j7 h9 i7 k7, depth 16
    {"b:e7w,f7b,g7b,h8b,g9w,h9w", "i9", 1421},
    // h8 i9 f6 i10 h10 i11, depth 15, defend
    {"b:e7w,f7w,g7w,f8b,h8b,j10b", "h7", -999977},
    // h8 i9 i7 j6 j8 k9, depth 15
    {"b:e7w,g7w,f8b,h8b,g9b,f10w", "h7", 1058},
    // h8 i9 i7 g9 j8 k9, depth 15
    {"b:e7w,g7w,i7w,f8b,h8b,g9b", "f7", 1072},
    // h8 i9 h6 h7 g7 i5, depth 15
    {"b:e7w,i7w,f8b,g8w,h8b,g9b", "g7", 938},
    // h8 i9 i6 i8 h5 h6, depth 13
    {"b:e8b,f8w,h8b,f9b,h9w,i9w", "d9", 5496},
    // h8 i9 i6 i8 h5 j7, depth 16
    {"b:e8b,h8b,f9b,h9w,i9w,g10w", "g8", 2248},
    // h8 i9 i6 i8 h5 h9, depth 15
    {"b:e8b,h8b,i8w,f9b,h9w,i9w", "i7", 683},
    // h8 h9 h7 i7 h6 h5, depth 15
    {"b:e8w,f8b,g8b,h8b,i8w,g9w", "g7", 705},
    // h8 i9 i6 i8 h6 h5, depth 0, vct
    {"b:e8w,f8b,h8b,f9b,h9w,i9w", "f10", 1000000},
    // h8 i9 j7 j8 h10 h11, depth 14
    {"b:e8w,f8b,h8b,g9w,h10w,i10b", "g7", 1668},
    // h8 i9 j6 i7 k7 i8, depth 17, defend
    {"b:f6b,e7b,g7w,g8w,h8b,g9w", "g6", 377},
    // h8 i9 f6 j8 h6 h9, depth 17
    {"b:f6b,f8b,h8b,i8w,i9w,h10w", "i7", 2325},
    // h8 i9 f6 j8 h6 j9, depth 17
    {"b:f6b,f8b,h8b,i9w,h10w,i10w", "i8", -553},
    // h8 i9 f6 j8 h6 h10, depth 18, defend
    {"b:f6b,f8b,h8b,j8w,i9w,h10w", "g11", -530},
    // h8 i9 j6 g9 j9 j8, depth 15
    {"b:f6b,f8w,h8b,f9b,g9w,i9w", "h10", 91},
    // h8 h9 i6 j7 j6 i7, depth 15
    {"b:f6b,g6b,f7w,g7w,h8b,h9w", "e6", 1708},
    // h8 h9 j10 g7 i9 g10, depth 15
    {"b:f6b,g7b,g8w,h8b,f9w,i9w", "h6", 2688},
    // h8 h9 j10 g7 i9 i8, depth 16
    {"b:f6b,g7b,h7w,g8w,h8b,i9w", "f9", 814},
    // h8 h9 j10 g7 i9 j7, depth 15
    {"b:f6b,g7b,h7w,h8b,f9w,i9w", "i6", 1783},
    // h8 h9 j10 i9, depth 15
    {"b:f6b,g7w,g8w,h8b", "g5", 260},
    // h8 h9 j10 i9 g9 f10, depth 14
    {"b:f6b,g7w,g8w,h8b,g9b,f10w", "h6", 779},
    // h8 h9 j10 i9 g9 i7, depth 15
    {"b:f6b,g7w,h7w,i7b,h8b,g9w", "g6", 93},
    // h8 i9 j6 i7, depth 16
    {"b:f6b,g7w,h8b,g9w", "h6", 459},
    // h8 h9 j6 g8 f7 i7, depth 15
    {"b:f6b,g7w,h8b,i8w,h9w,g10b", "f9", 189},
    // h8 i9 j6 i7 h6 h7, depth 17
    {"b:f6b,g7w,i7w,f8b,g8w,h8b", "f7", 500},
    // h8 i9 j6 i7 h6 h9, depth 16
    {"b:f6b,g7w,i7w,f8b,h8b,i8w", "f7", 1313},
    // h8 i9 j6 g9 j9 i8, depth 16
    {"b:f6b,g8w,h8b,f9b,g9w,i9w", "g7", 1333},
    // h8 h9 j10 g7 g9 f8, depth 15
    {"b:f6b,g8w,h8b,g9b,i9w,h10w", "h6", -550},
    // h8 h9 j10 g7 g9 f7, depth 15
    {"b:f6b,g8w,h8b,g9b,i9w,i10w", "i8", -327},
    // h8 h9 j10 g7, depth 15
    {"b:f6b,g8w,h8b,i9w", "g7", 709},
    // h8 i9 j6 g9 h6 h9, depth 15, defend
    {"b:f6b,h6b,h8b,g9w,h9w,i9w", "f9", 328},
    // h8 i9 j6 g9 h6 g8, depth 16
    {"b:f6b,h6b,h8b,i8w,g9w,i9w", "h9", -387},
    // h8 i9 j6 g9 h6 g6, depth 15
    {"b:f6b,h6b,i6w,h8b,g9w,i9w", "g5", 1423},
    // h8 h9 i8 i7 j10 j8, depth 14
    {"b:f6b,h6w,h7b,i7w,g8w,h8b", "g5", 674},
    // h8 h9 i8 i7 j10 g8, depth 15
    {"b:f6b,h7b,i7w,g8w,h8b,h9w", "f7", 1275},
    // h8 h9 i8 i7 j10 g7, depth 15
    {"b:f6b,h7b,i7w,g8w,h8b,i9w", "h6", 1080},
    // h8 i9 j6 g9 h9 h7, depth 15
    {"b:f6b,h7w,h8b,g9w,h9b,i9w", "f7", 426},
    // h8 h9 j10 g7 g9 i7, depth 15
    {"b:f6b,h7w,i7b,h8b,g9w,i9w", "f9", 249},
    // h8 h9 j6 g9 i9 j10, depth 17
    {"b:f6b,h8b,g9b,h9w,i9w,f10w", "e7", 4412},
    // h8 i9 j6 g9 h9 h10, depth 15
    {"b:f6b,h8b,g9w,h9b,i9w,h10w", "g11", -156},
    // h8 h9 j6 g9 f9 i9, depth 16
    {"b:f6b,h8b,g9w,h9w,i9w,j9b", "f8", -462},
    // h8 i9 j6 g9, depth 16
    {"b:f6b,h8b,g9w,i9w", "h6", 702},
    // h8 i9 f6 i10 i8 j8, depth 16
    {"b:f6b,h8b,h9b,i9w,j9w,h10w", "j8", -1114},
    // h8 i9 f6 i10 i8 j9, depth 17
    {"b:f6b,h8b,h9b,i9w,j9w,i10w", "h10", -685},
    // h8 h9 j6 g9, depth 15
    {"b:f6b,h8b,h9w,i9w", "j9", -417},
    // h8 i9 j6 g9 j9 g8, depth 15
    {"b:f6b,h8b,i8w,f9b,g9w,i9w", "e7", 403},
    // h8 h9 j6 g8, depth 16
    {"b:f6b,h8b,i8w,h9w", "g10", -163},
    // h8 h9 j6 g8 f7 f9, depth 18
    {"b:f6b,h8b,i8w,h9w,g10b,i10w", "g9", 329},
    // h8 h9 j6 g9 f9 g8, depth 16
    {"b:f6b,h8b,i8w,h9w,i9w,i10b", "j9", -387},
    // h8 i9 f6 i10 h10 i8, depth 15, defend
    {"b:f6b,h8b,i8w,i9w,h10b,i10w", "i11", -999977},
    // h8 i9 f6 j8 h10 h9, depth 16
    {"b:f6b,h8b,i8w,j8b,i9w,h10w", "i7", 1574},
    // h8 i9 f6 j8, depth 15
    {"b:f6b,h8b,i9w,h10w", "j8", 575},
    // h8 i9 f6 i10, depth 14
    {"b:f6b,h8b,i9w,i10w", "i8", -119},
    // h8 i9 f6 j8 h10 i7, depth 15
    {"b:f6b,h8b,j8b,g9w,i9w,h10w", "e7", 18},
    // h8 i9 f6 j8 h10 i10, depth 15
    {"b:f6b,h8b,j8b,i9w,j9w,h10w", "i7", 1027},
    // h8 h9 j6 g9 i9 g7, depth 16
    {"b:f6b,i7b,h8b,i8w,g9w,i9w", "j8", -364},
    // h8 h9 j6 g8 f7 i9, depth 15
    {"b:f6b,i7w,h8b,i8w,h9w,g10b", "i9", -163},
    // h8 i9 j9 j8 k7 j6, depth 15
    {"b:f6w,e7b,f8w,h8b,f9b,g9w", "g10", 1389},
    // h8 i9 j7 h9 i7 j6, depth 14
    {"b:f6w,f7b,g7b,h8b,g9w,h9w", "i9", 1029},
    // h8 h9 i8 g8 i10 j10, depth 15
    {"b:f6w,f7b,h7b,g8w,h8b,h9w", "i7", 1004},
    // h8 h9 j7 g7 g9 j6, depth 14
    {"b:f6w,f7b,i7w,h8b,h9w,i9b", "i11", 1279},
    // h8 h9 i7 j6 g7 j7, depth 14
    {"b:f6w,f7w,g7b,i7b,h8b,h9w", "g9", 999978},
    // h8 h9 i10 j9 i9 j10, depth 15
    {"b:f6w,g6b,f7w,g7b,h7w,h8b", "f9", 345},
    // h8 h9 i8 j8 i7 j6, depth 14
    {"b:f6w,g7b,f8w,g8b,h8b,h9w", "g9", 1092},
    // h8 h9 i9 j10, depth 16
    {"b:f6w,g7b,g8w,h8b", "h9", 1052},
    // h8 h9 i10 j9 g9 f10, depth 15
    {"b:f6w,g7b,g8w,h8b,f9b,g10w", "i7", 1739},
    // h8 h9 i10 i9 g9 f10, depth 15
    {"b:f6w,g7b,g8w,h8b,f9b,g9w", "g10", 801},
    // h8 h9 i7 j6 i9 i8, depth 15
    {"b:f6w,g7b,g8w,h8b,g9b,h9w", "i10", 1414},
    // h8 h9 i7 j6 g9 i8, depth 15
    {"b:f6w,g7b,g8w,h8b,h9w,i9b", "j10", 2091},
    // h8 h9 i9 j10 h10 i8, depth 15
    {"b:f6w,g7b,h7w,f8b,g8w,h8b", "h6", 921},
    // h8 h9 i9 j10 g8 j8, depth 16
    {"b:f6w,g7b,h7w,f8w,h8b,i8b", "i9", 2840},
    // h8 h9 i9 j10 g8 i8, depth 16
    {"b:f6w,g7b,h7w,g8w,h8b,h9b", "f9", 1043},
    // h8 h9 i7 j6 g7 i8, depth 15
    {"b:f6w,g7b,h7w,h8b,i8w,g9b", "f10", 2407},
    // h8 i9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,g9w", "i9", 1939},
    // h8 i9 i7 j6 g9 h10, depth 14
    {"b:f6w,g7b,h8b,g9w,i9b,h10w", "i8", 999976},
    // h8 i9 i7 j6 g9 f10, depth 15
    {"b:f6w,g7b,h8b,g9w,i9b,j10w", "h7", 2541},
    // h8 h9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,h9w", "i7", 1725},
    // h8 h9 i7 j6 g9 g8, depth 14
    {"b:f6w,g7b,h8b,i8w,h9w,i9b", "g10", 1612},
    // h8 h9 i7 j6 g7 i9, depth 16
    {"b:f6w,g7b,i7b,h8b,g9w,h9w", "i9", 2843},
    // h8 h9 i7 j6 i9 g7, depth 15
    {"b:f6w,g7b,i7b,h8b,i8w,g9w", "h6", 1496},
    // h8 h9 i9 j10 h10 j8, depth 15
    {"b:f6w,h6b,g7b,h7w,f8w,h8b", "g9", 130},
    // h8 i9 i7 j6 j8 h6, depth 15
    {"b:f6w,h6b,g7b,i7w,f8w,h8b", "h7", 408},
    // h8 i9 g6 j8 k7 j6, depth 16
    {"b:f6w,i6b,e7b,f8w,h8b,g9w", "f7", 513},
    // h8 h9 j8 i8 j7 i9, depth 15
    {"b:f7b,f8b,g8w,h8b,g9w,h9w", "g7", 1426},
    // h8 h9 j9 i8 j7 j8, depth 15
    {"b:f7b,f8w,g8w,h8b,f9b,h9w", "g6", 740},
    // h8 i9 j7 h9 j9 j8, depth 16
    {"b:f7b,f8w,h8b,f9b,g9w,h9w", "e7", 733},
    // h8 i9 j7 j8, depth 16
    {"b:f7b,f8w,h8b,g9w", "e7", 650},
    // h8 i9 j7 j8 h10 h9, depth 15
    {"b:f7b,f8w,h8b,g9w,h9w,h10b", "i9", 540},
    // h8 i9 g6 j8 h10 h6, depth 15
    {"b:f7b,f8w,h8b,j8b,i9w,h10w", "g9", 2081},
    // h8 h9 i9 g7 i10 i8, depth 16
    {"b:f7b,g7b,h7w,g8w,h8b,i9w", "f9", 1147},
    // h8 h9 i9 g7 i10 i7, depth 15
    {"b:f7b,g7b,i7w,g8w,h8b,i9w", "f8", 2163},
    // h8 h9 j8 i8 j7 i7, depth 15
    {"b:f7b,g7w,f8b,g8w,h8b,h9w", "g9", 926},
    // h8 i9 j9 j8, depth 15
    {"b:f7b,g7w,f8w,h8b", "h6", 549},
    // h8 h9 i10 i9, depth 15
    {"b:f7b,g7w,g8w,h8b", "g9", 583},
    // h8 h9 j9 i8 j7 i7, depth 15
    {"b:f7b,g7w,g8w,h8b,f9b,h9w", "g6", 1605},
    // h8 h9 i10 i9 g9 g10, depth 15
    {"b:f7b,g7w,g8w,h8b,f9w,g9b", "i7", 636},
    // h8 h9 j9 i8 g10 g9, depth 15
    {"b:f7b,g7w,g8w,h8b,h9w,g10b", "f10", 788},
    // h8 h9 i8 g8 f7 g7, depth 16
    {"b:f7b,g7w,g8w,h8b,i8b,h9w", "g6", 664},
    // h8 h9 i8 g8 i10 i9, depth 16
    {"b:f7b,g7w,h7b,g8w,h8b,h9w", "g6", 1192},
    // h8 h9 i7 g9 f9 f8, depth 15
    {"b:f7b,g7w,h7w,f8w,h8b,i9b", "e9", 342},
    // h8 h9 j7 g9 f9 f8, depth 16
    {"b:f7b,g7w,h7w,f8w,h8b,j9b", "h6", 210},
    // h8 h9 j7 g9 f9 g8, depth 16
    {"b:f7b,g7w,h7w,g8w,h8b,j9b", "f9", 18},
    // h8 i9 j7 h9 j9 i7, depth 15
    {"b:f7b,g7w,h7w,h8b,f9b,g9w", "g10", 1498},
    // h8 i9 i6 i8 i10 h7, depth 15
    {"b:f7b,g7w,h7w,j7b,h8b,i8w", "g6", 720},
    // h8 i9 h7 i7 i6 h6, depth 15
    {"b:f7b,g7w,i7w,f8w,g8b,h8b", "e9", 1256},
    // h8 i9 i6 g9 j9 j8, depth 16
    {"b:f7b,g7w,i7w,f8w,h8b,g10b", "h6", 154},
    // h8 i9 i7 g9 j9 j8, depth 16
    {"b:f7b,g7w,i7w,f8w,h8b,g9b", "e9", 1180},
    // h8 i9 h7 i7 i6 g8, depth 15
    {"b:f7b,g7w,i7w,g8b,h8b,h9w", "e8", 1502},
    // h8 i9 i7 g9 j9 j7, depth 15
    {"b:f7b,g7w,i7w,h8b,f9w,g9b", "h10", 760},
    // h8 h9 j7 g7 g9 i7, depth 15
    {"b:f7b,g7w,i7w,h8b,h9w,i9b", "g6", 249},
    // h8 i9 i6 g9 j9 g8, depth 17
    {"b:f7b,g7w,i7w,h8b,i8w,g10b", "f9", 422},
    // h8 h9 i6 g8 i10 i9, depth 15
    {"b:f7b,g7w,j7b,g8w,h8b,h9w", "g6", 633},
    // h8 h9 j9 i8 g10 i10, depth 15
    {"b:f7b,g8w,h8b,f9w,h9w,g10b", "h7", 515},
    // h8 h9 i8 g8 f7 i9, depth 16
    {"b:f7b,g8w,h8b,i8b,h9w,i9w", "g9", 1279},
    // h8 h9 i8 g8 i10 i7, depth 15
    {"b:f7b,h7b,i7w,g8w,h8b,h9w", "g6", 1345},
    // h8 h9 j9 j8 i8 i7, depth 15
    {"b:f7b,h7w,f8w,g8b,h8b,g9w", "i9", 511},
    // h8 h9 j9 j8 i8 h7, depth 15
    {"b:f7b,h7w,f8w,g8b,h8b,h9w", "e7", 456},
    // h8 h9 j9 j8 i7 i8, depth 14
    {"b:f7b,h7w,f8w,g8w,h8b,g9b", "i6", 569},
    // h8 h9 j9 j8, depth 15
    {"b:f7b,h7w,f8w,h8b", "g9", 479},
    // h8 h9 j9 i8, depth 15
    {"b:f7b,h7w,g8w,h8b", "i6", 604},
    // h8 h9 i8 g8 f7 h7, depth 15
    {"b:f7b,h7w,g8w,h8b,i8b,h9w", "i6", 982},
    // h8 i9 i6 i8 h6 h9, depth 16
    {"b:f7b,h7w,i7w,f8b,h8b,i8w", "f6", 999972},
    // h8 h9 j9 j8 i7 g9, depth 15
    {"b:f7b,h7w,i7w,f8w,h8b,g9b", "e9", 604},
    // h8 i9 i6 i8, depth 15
    {"b:f7b,h7w,i7w,h8b", "f8", 1725},
    // h8 h9 j7 g9 j9 g8, depth 16
    {"b:f7b,h7w,i7w,h8b,i8w,f9b", "i9", 958},
    // h8 h9 j7 g9 j9 f9, depth 16, defend
    {"b:f7b,h7w,i7w,j7w,h8b,f9b", "g7", 4084},
    // h8 h9 j7 g9 j9 g10, depth 15
    {"b:f7b,h8b,f9b,h9w,i9w,i10w", "i8", 422},
    // h8 i9 j7 h9, depth 15
    {"b:f7b,h8b,g9w,h9w", "g7", 953},
    // h8 h9 j7 g9, depth 15
    {"b:f7b,h8b,h9w,i9w", "f9", 88},
    // h8 h9 i6 g8 f7 g7, depth 16
    {"b:f7b,h8b,i8w,g9w,h9w,g10b", "f9", 1699},
    // h8 h9 i6 g8, depth 16
    {"b:f7b,h8b,i8w,h9w", "g10", 791},
    // h8 h9 i6 g8 f7 g9, depth 16
    {"b:f7b,h8b,i8w,h9w,i9w,g10b", "g9", 2006},
    // h8 i9 g6 j8 k7 h9, depth 17
    {"b:f7b,h8b,i8w,i9w,h10w,g11b", "i10", 327},
    // h8 i9 g6 j8, depth 15
    {"b:f7b,h8b,i9w,h10w", "g11", 392},
    // h8 i9 g6 j8 h10 i7, depth 16
    {"b:f7b,h8b,j8b,g9w,i9w,h10w", "f8", 268},
    // h8 h9 j7 g7 j8 j9, depth 15
    {"b:f7b,i7w,f8b,h8b,f9w,h9w", "e8", 2539},
    // h8 h9 j7 g7 j8 g8, depth 17
    {"b:f7b,i7w,f8b,h8b,i8w,h9w", "i9", 106},
    // h8 i9 i6 g9 g6 h6, depth 16
    {"b:f7b,i7w,f8w,h8b,f9b,i9w", "i6", 303},
    // h8 i9 i6 g9 h9 h7, depth 16
    {"b:f7b,i7w,g8w,h8b,i8b,i9w", "f9", 1055},
    // h8 h9 j7 g7, depth 17
    {"b:f7b,i7w,h8b,h9w", "g6", 627},
    // h8 i9 i6 g9 h9 h10, depth 15
    {"b:f7b,i7w,h8b,i8b,j8w,i9w", "k7", -80},
    // h8 i9 i6 g9 g6 h9, depth 15, defend
    {"b:f7b,i7w,h8b,i8w,f9b,i9w", "i6", 1127},
    // h8 i9 i6 g9, depth 16
    {"b:f7b,i7w,h8b,i9w", "f9", 272},
    // h8 i9 g6 j8 k7 g9, depth 16
    {"b:f7b,i7w,h8b,i9w,h10w,g11b", "f10", 1064},
    // h8 h9 i6 g8 i10 g9, depth 16
    {"b:f7b,j7b,g8w,h8b,g9w,h9w", "g7", 783},
    // h8 h9 j8 i8 i9 j7, depth 16, defend
    {"b:f7w,f8b,g8w,h8b,g9b,h9w", "e6", 1062},
    // h8 h9 i10 j9 g9 g10, depth 15
    {"b:f7w,g7b,g8w,h8b,f9b,g10w", "f6", 1869},
    // h8 i9 j8 i7 i6 j9, depth 15
    {"b:f7w,g7w,f8b,h8b,g9w,g10b", "i8", 255},
    // h8 h9 h6 g9 g7 f9, depth 16, defend
    {"b:f7w,g7w,h7w,h8b,g9b,h10b", "i7", 395},
    // h8 i9 h6 h7 i7 j9, depth 16
    {"b:f7w,g7w,h8b,g9b,h9w,h10b", "f10", 1625},
    // h8 h9 h6 i10, depth 17
    {"b:f7w,g8w,h8b,j8b", "i7", 1803},
    // h8 h9 h7 i7 g8 f9, depth 15
    {"b:f7w,h7w,g8b,h8b,h9b,i9w", "i8", 1244},
    // h8 h9 j8 g8 i10 g10, depth 17
    {"b:f7w,h7w,g8w,h8b,f9b,h10b", "g9", 2765},
    // h8 h9 h6 i10 i7 g9, depth 17
    {"b:f7w,i7b,g8w,h8b,j8b,g9w", "h6", 2235},
    // h8 h9 h6 i10 i7 g8, depth 13, defend
    {"b:f7w,i7b,g8w,h8b,j8b,h9w", "i10", 999978},
    // h8 h9 h10 g9 f9 g10, depth 16
    {"b:f8b,g8w,h8b,f9w,g9w,g10b", "h9", 483},
    // h8 i9 h6 h7 i7 j8, depth 16
    {"b:f8b,g8w,h8b,g9b,i9w,h10w", "e9", 1584},
    // h8 h9 h10 g9, depth 16
    {"b:f8b,g8w,h8b,g9w", "g7", 922},
    // h8 i9 j9 j8 h10 h9, depth 15
    {"b:f8b,g8w,h8b,g9w,g10b,h10w", "f7", 660},
    // h8 i9 i8 j8 h10 h9, depth 16
    {"b:f8b,g8w,h8b,g9w,h9b,h10w", "g7", 871},
    // h8 h9 h10 g9 f9 g8, depth 16
    {"b:f8b,g8w,h8b,g9w,h9w,g10b", "i9", 407},
    // h8 h9 j8 i8, depth 15
    {"b:f8b,g8w,h8b,h9w", "g9", 869},
    // h8 i9 h7 h6 h10 h9, depth 17
    {"b:f8b,g8w,h8b,i8b,j8w,g9w", "h9", 331},
    // h8 i9 h6 h7, depth 15
    {"b:f8b,g8w,h8b,i9w", "g9", 1301},
    // h8 i9 j9 j8 h10 i10, depth 15
    {"b:f8b,h8b,f9w,g9w,g10b,h10w", "e9", 888},
    // h8 i9 i8 j8 h10 i7, depth 16
    {"b:f8b,h8b,g9w,h9b,i9w,h10w", "h6", 942},
    // h8 h9 j8 g8 i9 i10, depth 16, defend
    {"b:f8b,h8b,i8w,g9b,h9w,g10w", "f11", 426},
    // h8 h9 h6 g9 g7 f8, depth 16
    {"b:f8b,h8b,i8w,g9b,i9w,h10w", "g11", 267},
    // h8 i9 i8 j8 h10 h7, depth 15
    {"b:f8b,h8b,i8w,g9w,h9b,h10w", "g7", 1743},
    // h8 h9 j8 g8, depth 16
    {"b:f8b,h8b,i8w,h9w", "g10", 660},
    // h8 h9 j8 g8 i10 g9, depth 17
    {"b:f8b,h8b,i8w,h9w,i9w,g10b", "i7", 1090},
    // h8 h9 h6 g9, depth 16
    {"b:f8b,h8b,i8w,i9w", "i7", 660},
    // h8 i9 i8 j8, depth 15
    {"b:f8w,g8b,h8b,g9w", "h10", 1063},
    // h8 i9 h7 h6 i8 j8, depth 15
    {"b:f8w,g8b,h8b,h9b,i9w,h10w", "j8", 513},
    // h8 h9 i8 j8, depth 16
    {"b:f8w,g8b,h8b,h9w", "g7", 1239},
    // h8 i9 h7 h6, depth 16
    {"b:f8w,g8b,h8b,i9w", "h7", 1172},
    // h8 h9 i10 i9 j9 j8, depth 14
    {"b:f8w,h8b,f9b,g9w,h9w,g10b", "e8", 616},
    // h8 h9 h10 g9 i9 j8, depth 15
    {"b:f8w,h8b,g9b,h9w,i9w,h10b", "f10", 816},
    // h8 h9 j9 i10 g8 j8, depth 15
    {"b:f8w,h8b,i8b,f9b,h9w,g10w", "i7", 1593},
    // h8 h9 j10 i9 k9 i11, depth 16
    {"b:g5b,f6b,e7w,g7w,g8w,h8b", "h6", 157},
    // h8 i9 j6 i7 k7 i5, depth 15
    {"b:g5b,f6b,e7w,g7w,i7w,h8b", "h7", 347},
    // h8 h9 i10 i9 j9 i8, depth 15
    {"b:g6b,f7b,g7w,h7w,g8w,h8b", "e8", 819},
    // h8 h9 j7 g7 i6 g8, depth 16
    {"b:g6b,f7b,h8b,i8w,g9w,h9w", "f9", 463},
    // h8 h9 j7 g7 i6 g9, depth 17
    {"b:g6b,f7b,h8b,i8w,g9w,i9w", "h5", 1818},
    // h8 h9 i10 j9 i9 i8, depth 15
    {"b:g6b,f7w,g7b,h7w,g8w,h8b", "f6", 503},
    // h8 i9 j8 i7 i6 j7, depth 14
    {"b:g6b,f7w,g7w,f8b,h8b,g9w", "e7", 456},
    // h8 i9 i6 i8 i10 j9, depth 16
    {"b:g6b,f7w,g7w,g8w,h8b,g10b", "h7", 888},
    // h8 h9 i7 g9 f9 g10, depth 16
    {"b:g6b,f7w,g7w,g8w,h8b,i9b", "h7", 295},
    // h8 h9 i10 j9 g9 i9, depth 14
    {"b:g6b,f7w,g7w,h7w,i7b,h8b", "j6", 999976},
    // h8 h9 j9 i10, depth 15
    {"b:g6b,f7w,g8w,h8b", "h9", 763},
    // h8 h9 j9 i10 g8 i8, depth 17
    {"b:g6b,f7w,h7w,g8w,h8b,h9b", "i7", 883},
    // h8 h9 i10 j9, depth 15
    {"b:g6b,f7w,h7w,h8b", "i7", 1142},
    // h8 h9 i6 j7, depth 15
    {"b:g6b,f7w,h8b,h9w", "e6", 1671},
    // h8 h9 h10 g9 f9 i9, depth 15
    {"b:g6b,g7w,f8b,g8w,h8b,g9w", "g10", 593},
    // h8 i9 i7 g9 j9 h10, depth 16
    {"b:g6b,g7w,i7b,f8w,h8b,g9w", "h6", 1531},
    // h8 h9 h10 g9 i9 g7, depth 15
    {"b:g7b,f8b,g8w,h8b,g9w,i9w", "e9", 1743},
    // h8 h9 i8 j8 i7 i9, depth 16
    {"b:g7b,f8w,g8b,h8b,g9w,h9w", "i9", 1547},
    // h8 h9 i7 g9 i9 i8, depth 16
    {"b:g7b,g8w,h8b,g9b,h9w,i9w", "i7", 2213},
    // h8 h9 i9 g7, depth 15
    {"b:g7b,g8w,h8b,i9w", "f7", 1023},
    // h8 h9 h6 g9 i9 f8, depth 14
    {"b:g7b,g8w,h8b,j8b,g9w,h10w", "h6", 999976},
    // h8 h9 h6 g9 i9 g7, depth 15
    {"b:g7b,g8w,h8b,j8b,g9w,i9w", "j9", 578},
    // h8 h9 i9 g7 j8 i8, depth 15
    {"b:g7b,h7w,f8b,g8w,h8b,i9w", "e9", 2235},
    // h8 h9 i9 g7 j8 g8, depth 16
    {"b:g7b,h7w,f8b,h8b,i8w,i9w", "h6", 1526},
    // h8 h9 i9 g7 g9 i8, depth 15
    {"b:g7b,h7w,g8w,h8b,g9b,i9w", "i7", 1162},
    // h8 h9 i9 g7 g9 i7, depth 15
    {"b:g7b,h7w,i7b,h8b,g9w,i9w", "j8", 92},
    // h8 h9 i9 g7 j8 g9, depth 16
    {"b:g7b,h7w,i7w,f8b,h8b,i9w", "h6", 1222},
    // h8 h9 i7 g9 i9 g7, depth 16
    {"b:g7b,h7w,i7w,h8b,g9b,i9w", "i8", 118},
    // h8 i9 i7 g9, depth 15
    {"b:g7b,h8b,g9w,i9w", "f9", 992},
    // h8 h9 i7 g9, depth 15
    {"b:g7b,h8b,h9w,i9w", "j9", 335},
    // h8 i9 h6 h7 i7 g9, depth 16
    {"b:g7b,i7w,f8b,g8w,h8b,i9w", "f7", 2197},
    // h8 h9 h7 i7 h6 g8, depth 15
    {"b:g7w,f8b,g8b,h8b,i8w,h9w", "f9", 407},
    // h8 i9 j8 i7, depth 15
    {"b:g7w,f8b,h8b,g9w", "g10", 343},
    // h8 i9 h7 h6 h10 f8, depth 15
    {"b:g7w,f8b,h8b,i8b,j8w,h10w", "h7", 1002},
    // h8 h9 i8 i7, depth 15
    {"b:g7w,g8b,h8b,h9w", "f10", 655},
    // h8 h9 h7 i7, depth 15
    {"b:g7w,g8b,h8b,i8w", "h9", 731},
    // h8 i9 h7 h6 i8 g8, depth 15
    {"b:g7w,g8b,h8b,i8w,h9b,h10w", "f9", 1251},
    // h8 i9 h7 h6 g8 i8, depth 14
    {"b:g7w,g8w,h8b,i8b,h9b,h10w", "g9", 1995},
    // h8 h9 h7 i7 g8 i8, depth 16
    {"b:g7w,h7b,g8w,h8b,i8b,h9w", "g6", 1362},
    // h8 i9 h7 i7, depth 16
    {"b:g7w,h7b,h8b,g9w", "h6", 1857},
    // h8 i9 h7 h6 g8 i7, depth 16
    {"b:g7w,h8b,i8b,g9w,h9b,h10w", "g10", 1420},
    // h8 i9 h7 h6 g8 f8, depth 14
    {"b:g7w,h8b,i8b,j8w,h9b,h10w", "g8", 2515},
    // h8 i9 i7 g9 j8 h6, depth 15
    {"b:g7w,h8b,j8w,g9w,i9b,h10b", "g10", 648},
    // h8 h9 i8 g8, depth 16
    {"b:g8b,h8b,i8w,h9w", "g10", 1037},
    // h8 h9 h6 i10 j11, depth 16
    {"w:e6b,f7w,g8w,h8b,j8b", "f9", 3474},
    // h8 h9 j9 i10 j11, depth 16
    {"w:e6b,g6b,f7w,g8w,h8b", "f6", -430},
    // h8 h9 i6 j7 k6, depth 14
    {"w:e6b,g6b,f7w,h8b,h9w", "f6", -1498},
    // h8 i9 j7 j8 k7, depth 17
    {"w:e7b,f7b,f8w,h8b,g9w", "g7", -684},
    // h8 i9 i8 j8 k7, depth 15
    {"w:e7b,f8w,g8b,h8b,g9w", "g7", -696},
    // h8 i9 j9 j8 k7, depth 15
    {"w:e7b,f8w,h8b,f9b,g9w", "f6", -691},
    // h8 i9 i6 i8 h5, depth 16
    {"w:e8b,h8b,f9b,h9w,i9w", "i8", -731},
    // h8 h9 j10 i9 k9, depth 15
    {"w:f6b,e7b,g7w,h7w,h8b", "d8", -120},
    // h8 i9 j6 i7 k7, depth 16
    {"w:f6b,e7b,g7w,h8b,g9w", "g8", -349},
    // h8 i9 f6 j8 h6, depth 15
    {"w:f6b,f8b,h8b,i9w,h10w", "i10", 150},
    // h8 h9 i6 j7 j6, depth 15
    {"w:f6b,g6b,f7w,h8b,h9w", "g7", -1535},
    // h8 h9 j10 g7 i9, depth 15
    {"w:f6b,g7b,g8w,h8b,i9w", "h7", -866},
    // h8 h9 j10 i9 g9, depth 16
    {"w:f6b,g7w,g8w,h8b,g9b", "i7", -125},
    // h8 i9 j10, depth 15
    {"w:f6b,g7w,h8b", "g8", -148},
    // h8 i9 j6 i7 h6, depth 15
    {"w:f6b,g7w,i7w,f8b,h8b", "g8", -552},
    // h8 h9 j10, depth 16
    {"w:f6b,g8w,h8b", "g7", -178},
    // h8 h9 j10 g7 g9, depth 16
    {"w:f6b,g8w,h8b,g9b,i9w", "i10", 575},
    // h8 i9 j6 g9 h6, depth 16
    {"w:f6b,h6b,h8b,g9w,i9w", "i8", 545},
    // h8 h9 i8 i7 j10, depth 15
    {"w:f6b,h7b,i7w,g8w,h8b", "h6", -478},
    // h8 i9 j6 g9 j9, depth 15
    {"w:f6b,h8b,f9b,g9w,i9w", "i8", -81},
    // h8 h9 j6 g9 i9, depth 16
    {"w:f6b,h8b,g9b,h9w,i9w", "i7", 96},
    // h8 i9 j6, depth 15
    {"w:f6b,h8b,g9w", "g7", -480},
    // h8 i9 j6 g9 h9, depth 16
    {"w:f6b,h8b,g9w,h9b,i9w", "h10", 175},
    // h8 i9 f6 i10 i8, depth 16
    {"w:f6b,h8b,h9b,i9w,j9w", "h10", 1129},
    // h8 h9 j6, depth 15
    {"w:f6b,h8b,h9w", "i9", 562},
    // h8 h9 j6 g9 f9, depth 15
    {"w:f6b,h8b,h9w,i9w,j9b", "i8", 338},
    // h8 h9 j6 g8 f7, depth 15
    {"w:f6b,h8b,i8w,h9w,g10b", "i7", 249},
    // h8 i9 f6, depth 15
    {"w:f6b,h8b,i9w", "i10", 1045},
    // h8 i9 f6 i10 h10, depth 16
    {"w:f6b,h8b,i9w,h10b,i10w", "i8", 999976},
    // h8 i9 f6 j8 h10, depth 14
    {"w:f6b,h8b,j8b,i9w,h10w", "j9", -627},
    // h8 h9 i9 j10 h10, depth 15
    {"w:f6w,g7b,f8b,g8w,h8b", "h6", -59},
    // h8 i9 i7 j6 j8, depth 15
    {"w:f6w,g7b,f8b,h8b,g9w", "h6", -245},
    // h8 h9 i9 j10 g8, depth 16
    {"w:f6w,g7b,g8w,h8b,h9b", "h7", -843},
    // h8 h9 i7 j6 i9, depth 15
    {"w:f6w,g7b,h8b,g9b,h9w", "g8", -786},
    // h8 i9 i7 j6 g9, depth 15
    {"w:f6w,g7b,h8b,g9w,i9b", "j10", -2110},
    // h8 h9 i7 j6 g9, depth 14
    {"w:f6w,g7b,h8b,h9w,i9b", "i8", -1359},
    // h8 h9 i7 j6 g7, depth 14
    {"w:f6w,g7b,h8b,i8w,g9b", "h7", -1867},
    // h8 h9 j8 i8 j7, depth 16
    {"w:f7b,f8b,g8w,h8b,h9w", "g7", -979},
    // h8 i9 j7 j8 h10, depth 16
    {"w:f7b,f8w,h8b,g9w,h10b", "h9", -540},
    // h8 h9 i9 g7 i10, depth 15
    {"w:f7b,g7b,g8w,h8b,i9w", "h7", -1216},
    // h8 i9 j7 h9 i7, depth 15
    {"w:f7b,g7b,h8b,g9w,h9w", "f6", -1158},
    // h8 h9 i10 i9 g9, depth 15
    {"w:f7b,g7w,g8w,h8b,g9b", "f9", -596},
    // h8 i9 j7 h9 j9, depth 16
    {"w:f7b,g7w,h7w,h8b,f9b", "f8", -713},
    // h8 h9 i7 g9 f9, depth 15
    {"w:f7b,g7w,h7w,h8b,i9b", "f8", -331},
    // h8 h9 j7 g9 f9, depth 15
    {"w:f7b,g7w,h7w,h8b,j9b", "g8", 138},
    // h8 i9 i6 i8 i10, depth 14
    {"w:f7b,g7w,h7w,j7b,h8b", "i8", -576},
    // h8 i9 j9, depth 15
    {"w:f7b,g7w,h8b", "g8", -479},
    // h8 i9 h7 i7 i6, depth 16
    {"w:f7b,g7w,i7w,g8b,h8b", "f8", -1141},
    // h8 i9 i6 g9 j9, depth 16
    {"w:f7b,g7w,i7w,h8b,g10b", "f8", -249},
    // h8 i9 i7 g9 j9, depth 16
    {"w:f7b,g7w,i7w,h8b,g9b", "f9", -656},
    // h8 h9 i10, depth 15
    {"w:f7b,g8w,h8b", "g7", -504},
    // h8 h9 j9 i8 j7, depth 15
    {"w:f7b,g8w,h8b,f9b,h9w", "f8", -654},
    // h8 h9 j9 i8 g10, depth 16
    {"w:f7b,g8w,h8b,h9w,g10b", "f9", -523},
    // h8 h9 i8 g8 f7, depth 14
    {"w:f7b,g8w,h8b,i8b,h9w", "g7", -696},
    // h8 h9 i8 g8 i10, depth 15
    {"w:f7b,h7b,g8w,h8b,h9w", "f6", -935},
    // h8 h9 j9 j8 i8, depth 15
    {"w:f7b,h7w,f8w,g8b,h8b", "g9", -409},
    // h8 h9 j9 j8 i7, depth 14
    {"w:f7b,h7w,f8w,h8b,g9b", "i7", -519},
    // h8 h9 j9, depth 16
    {"w:f7b,h7w,h8b", "f8", -515},
    // h8 i9 i6 i8 h6, depth 15
    {"w:f7b,h7w,i7w,f8b,h8b", "i8", -1725},
    // h8 h9 j7 g9 j9, depth 15
    {"w:f7b,h7w,i7w,h8b,f9b", "i6", -236},
    // h8 i9 j7, depth 15
    {"w:f7b,h8b,g9w", "f8", -579},
    // h8 h9 j7, depth 15
    {"w:f7b,h8b,h9w", "i9", -29},
    // h8 h9 i6, depth 16
    {"w:f7b,h8b,i8w", "h9", -587},
    // h8 h9 i6 g8 f7, depth 16
    {"w:f7b,h8b,i8w,h9w,g10b", "g9", -800},
    // h8 i9 g6, depth 15
    {"w:f7b,h8b,i9w", "h9", -253},
    // h8 i9 g6 j8 k7, depth 15
    {"w:f7b,h8b,i9w,h10w,g11b", "i8", -137},
    // h8 i9 g6 j8 h10, depth 16
    {"w:f7b,h8b,j8b,i9w,h10w", "g9", -222},
    // h8 h9 j7 g7 j8, depth 17
    {"w:f7b,i7w,f8b,h8b,h9w", "i8", -167},
    // h8 i9 i6, depth 15
    {"w:f7b,i7w,h8b", "h9", -240},
    // h8 i9 i6 g9 g6, depth 17
    {"w:f7b,i7w,h8b,f9b,i9w", "f8", -271},
    // h8 h9 j7 g7 g9, depth 16
    {"w:f7b,i7w,h8b,h9w,i9b", "g7", -378},
    // h8 i9 i6 g9 h9, depth 15
    {"w:f7b,i7w,h8b,i8b,i9w", "j8", 3},
    // h8 h9 i6 g8 i10, depth 14
    {"w:f7b,j7b,g8w,h8b,h9w", "g7", -465},
    // h8 h9 h6 i10 i7, depth 16
    {"w:f7w,i7b,g8w,h8b,j8b", "g9", -1061},
    // h8 i9 h7 i7 h6, depth 16, defend
    {"w:f8b,g8b,h8b,g9w,i9w", "i8", -3189},
    // h8 h9 h7 i7 h6, depth 15
    {"w:f8b,g8b,h8b,i8w,g9w", "h7", -378},
    // h8 h9 h10, depth 15
    {"w:f8b,g8w,h8b", "g7", -686},
    // h8 h9 j8 i8 i9, depth 16
    {"w:f8b,g8w,h8b,g9b,h9w", "f7", -677},
    // h8 i9 h6 h7 i7, depth 15
    {"w:f8b,g8w,h8b,g9b,i9w", "i10", -1024},
    // h8 h9 h10 g9 f9, depth 15
    {"w:f8b,g8w,h8b,g9w,g10b", "f9", -395},
    // h8 i9 j8, depth 16
    {"w:f8b,h8b,g9w", "g7", -317},
    // h8 i9 j9 j8 h10, depth 15
    {"w:f8b,h8b,g9w,g10b,h10w", "g8", -543},
    // h8 i9 i8 j8 h10, depth 15
    {"w:f8b,h8b,g9w,h9b,h10w", "i9", -1082},
    // h8 h9 j8, depth 15
    {"w:f8b,h8b,h9w", "i8", -566},
    // h8 i9 h7 h6 h10, depth 16
    {"w:f8b,h8b,i8b,j8w,g9w", "g8", -113},
    // h8 h9 h6, depth 15
    {"w:f8b,h8b,i8w", "j7", 3},
    // h8 h9 j8 g8 i9, depth 15
    {"w:f8b,h8b,i8w,g9b,h9w", "g10", -234},
    // h8 h9 h6 g9 g7, depth 17
    {"w:f8b,h8b,i8w,g9b,i9w", "h10", -265},
    // h8 h9 j8 g8 i10, depth 15
    {"w:f8b,h8b,i8w,h9w,g10b", "i9", -840},
    // h8 i9 h6, depth 15
    {"w:f8b,h8b,i9w", "i8", -663},
    // h8 i9 h7 h6 i8, depth 16
    {"w:f8w,g8b,h8b,h9b,i9w", "h10", -764},
    // h8 h9 i10 i9 j9, depth 15
    {"w:g6b,f7b,g7w,g8w,h8b", "h6", -487},
    // h8 h9 j7 g7 i6, depth 15
    {"w:g6b,f7b,h8b,i8w,g9w", "h9", -607},
    // h8 h9 i10 j9 i9, depth 15
    {"w:g6b,f7w,g7b,h7w,h8b", "f6", -386},
    // h8 h9 j9 i10 g8, depth 17
    {"w:g6b,f7w,g8w,h8b,h9b", "h7", -994},
    // h8 h9 i10 j9 g9, depth 16
    {"w:g6b,f7w,h7w,i7b,h8b", "i6", -1212},
    // h8 i9 j8 i7 i6, depth 15
    {"w:g6b,g7w,f8b,h8b,g9w", "f9", -300},
    // h8 h9 h10 g9 i9, depth 15
    {"w:g7b,f8b,g8w,h8b,g9w", "h6", -881},
    // h8 i9 h6 h7 g7, depth 16
    {"w:g7b,f8b,g8w,h8b,i9w", "e9", -830},
    // h8 i9 i7 g9 j8, depth 16
    {"w:g7b,f8b,h8b,g9w,i9w", "h6", -688},
    // h8 h9 i8 j8 i7, depth 16
    {"w:g7b,f8w,g8b,h8b,h9w", "g9", -1180},
    // h8 h9 i9, depth 16
    {"w:g7b,g8w,h8b", "i9", -799},
    // h8 h9 i9 g7 g9, depth 14
    {"w:g7b,g8w,h8b,g9b,i9w", "i7", -629},
    // h8 h9 h6 g9 i9, depth 16
    {"w:g7b,g8w,h8b,j8b,g9w", "i9", -543},
    // h8 h9 i9 g7 j8, depth 15
    {"w:g7b,h7w,f8b,h8b,i9w", "i7", -863},
    // h8 h9 i7 g9 i9, depth 17
    {"w:g7b,h7w,i7w,h8b,g9b", "i9", -328},
    // h8 i9 i7, depth 15
    {"w:g7b,h8b,g9w", "i9", -987},
    // h8 h9 i7, depth 15
    {"w:g7b,h8b,h9w", "i9", -248},
    // h8 i9 g7, depth 15
    {"w:g7b,h8b,i9w", "h9", -331},
    // h8 i9 j8 i7 i8, depth 15, defend
    {"w:g7w,f8b,g8b,h8b,g9w", "i8", -703},
    // h8 h9 i8 i7 j8, depth 17, defend
    {"w:g7w,f8b,g8b,h8b,h9w", "i8", -340},
    // h8 i9 i8, depth 15
    {"w:g7w,g8b,h8b", "h9", -752},
    // h8 h9 i8 i7 g8, depth 16, defend
    {"w:g7w,g8b,h8b,i8b,h9w", "f8", -284},
    // h8 h9 h7 i7 g8, depth 16
    {"w:g7w,g8b,h8b,i8w,h9b", "h7", -1319},
    // h8 i9 h7, depth 15
    {"w:g7w,h8b,h9b", "h10", -757},
    // h8 i9 h7 h6 g8, depth 15
    {"w:g7w,h8b,i8b,h9b,h10w", "g9", -1194},
    // h8 h9 i8, depth 15
    {"w:g8b,h8b,h9w", "g7", -633},
    // h8 h9 h7, depth 15
    {"w:g8b,h8b,i8w", "g7", -838},
}};

}  // namespace renju::ai

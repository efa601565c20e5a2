// The home form's time-control fields: none, the Fischer presets, a custom Fischer control
// (minutes + seconds) or correspondence (days per move); server/time_field.hpp reads them back.
#pragma once

#include <string>

#include "site/pages.hpp"

namespace renju::site {

std::string time_control_fields(const PageContext& ctx);

}  // namespace renju::site

// `renju replay --rule taraguchi-10`: applies a game's actions from standard input, one per line
// ("A place h8", "B swap", …), printing the state after each; exit status 1 if any was refused.
#include <iostream>
#include <memory>
#include <string>

#include "cli/command.hpp"
#include "game/game.hpp"
#include "openings/registry.hpp"

namespace renju::cli {

namespace {

struct ReplayOptions {
  std::string rule = "taraguchi-10";
  bool final_only = false;
};

int run_replay(const ReplayOptions& opt, std::istream& in, std::ostream& out) {
  auto created = game::Game::create(opt.rule);
  if (auto* err = std::get_if<game::Error>(&created)) {
    out << "error: " << err->message << "\n";
    return 2;
  }
  game::Game g = std::move(std::get<game::Game>(created));
  if (!opt.final_only) out << game::describe(g);
  bool refused = false;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    line = line.substr(0, line.find('#'));  // comments run to the end of the line
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    auto parsed = game::parse_action_line(line);
    if (auto* err = std::get_if<game::Error>(&parsed)) {
      out << "error: line " << number << ": " << err->message << "\n";
      refused = true;
      continue;
    }
    const auto& action = std::get<game::SeatAction>(parsed);
    auto applied = g.apply(action);
    if (auto* err = std::get_if<game::Error>(&applied)) {
      out << "error: line " << number << " (" << game::to_text(action) << "): " << err->message
          << " [" << actions::error_code_name(err->code) << "]\n";
      refused = true;
      continue;
    }
    if (!opt.final_only) out << "\n> " << game::to_text(action) << "\n" << game::describe(g);
  }
  if (opt.final_only) out << game::describe(g);
  return refused ? 1 : 0;
}

const RegisterCommand kRegister([](CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ReplayOptions>();
  CLI::App* sub = app.add_subcommand(
      "replay",
      "Apply a game's actions read from standard input, one per line ('A place h8', 'B swap', "
      "'A choose 2', 'A declare 5', 'A offer j10', 'B pick j10', …), printing the state after "
      "each");
  sub->add_option("--rule", opt->rule, openings::describe_rules())->capture_default_str();
  sub->add_flag("--final", opt->final_only, "print only the final state (errors still shown)");
  sub->callback([opt, &exit_code] { exit_code = run_replay(*opt, std::cin, std::cout); });
});

}  // namespace

}  // namespace renju::cli

// `renju echo-server`: the Beast WebSocket echo baseline that `renju loadtest --baseline` loads
// the same way as the game server, to express our figures as a ratio to the library's.
#include <csignal>
#include <iostream>
#include <thread>

#include "cli/command.hpp"
#include "loadtest/echo_server.hpp"
#include "loadtest/target.hpp"

namespace renju::cli {
namespace {

struct EchoServerOptions {
  std::string address = "127.0.0.1";
  int port = 9090;
  int threads = 1;
};

int run_echo_server(const EchoServerOptions& o) {
  if (!loadtest::is_loopback_host(o.address)) {
    std::cerr << "echo-server: binds loopback only, not '" << o.address << "'\n";
    return 2;
  }
  // SIGINT/SIGTERM are waited for on a thread of our own, so the handler does nothing unsafe.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  try {
    loadtest::EchoServer server(o.address == "localhost" ? "127.0.0.1" : o.address,
                                static_cast<std::uint16_t>(o.port), o.threads);
    std::cout << "echo-server listening on ws://" << o.address << ':' << server.port() << "/"
              << std::endl;
    std::thread waiter([&server, &set] {
      int sig = 0;
      sigwait(&set, &sig);
      server.stop();
    });
    server.run();
    waiter.join();
  } catch (const std::exception& e) {
    std::cerr << "echo-server: " << e.what() << '\n';
    return 1;
  }
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto options = std::make_shared<EchoServerOptions>();
  auto* cmd = app.add_subcommand("echo-server", "Minimal WebSocket echo server (load baseline)");
  cmd->add_option("--address", options->address, "Loopback address to bind")->capture_default_str();
  cmd->add_option("--port", options->port, "Port (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--threads", options->threads, "Threads serving the io_context")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->callback([options, &exit_code] { exit_code = run_echo_server(*options); });
});

}  // namespace
}  // namespace renju::cli

import Foundation

exit(Nibtool.run(Array(CommandLine.arguments.dropFirst())).rawValue)

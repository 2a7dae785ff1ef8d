import ArgumentParser
import Earshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file the user named (`-o`, a baseline) so that a failure never loses data and never
/// replaces what was not ours to replace.
///
/// - A regular file (or a new path) is written beside its destination, flushed to disk, then
///   renamed over it: a reader sees the old file or the new one, never half of one, and a failed
///   write (a full disk) leaves the old file and no temporary behind.
/// - A symbolic link is followed: the file it points to is replaced, the link stays.
/// - A destination that exists and is not a regular file (a device such as /dev/null or
///   /dev/full, a FIFO, a socket) is written in place, never replaced by a regular file.
///
/// Every failure is `earshot: error: DESTINATION: reason` and exit code 1.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws {
        do {
            try writeChecked(data, to: path)
        } catch {
            Output.error("\(path): cannot write (\(error.reason))")
            throw ExitCode.failure
        }
    }

    private static func writeChecked(_ data: Data, to path: String) throws(Output.WriteError) {
        var target = path
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw Output.WriteError(errno) }
            target = String(cString: resolved)
            free(resolved)
        }
        let exists = stat(target, &status) == 0
        if exists, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Output.WriteError(reason: "is a directory")
        }
        if exists, (status.st_mode & S_IFMT) != S_IFREG {
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Output.WriteError(errno) }
            defer { close(descriptor) }
            try Output.writeAll(data, to: descriptor)
            return
        }
        let directory = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(base).earshot-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Output.WriteError(errno) }
        let temporary = String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer { if !committed { unlink(temporary) } }
        do {
            try Output.writeAll(data, to: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        let mode = exists ? status.st_mode & 0o7777 : 0o666 & ~currentUmask()
        fchmod(descriptor, mode)
        if fsync(descriptor) != 0 {
            let code = errno
            close(descriptor)
            throw Output.WriteError(code)
        }
        guard close(descriptor) == 0 else { throw Output.WriteError(errno) }
        guard rename(temporary, target) == 0 else { throw Output.WriteError(errno) }
        committed = true
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

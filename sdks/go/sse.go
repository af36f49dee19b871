package codebeam

import (
	"bytes"
	"strconv"
)

// sseFrame is one Server-Sent Events block (up to a blank line), as an EventSource reads it.
type sseFrame struct {
	event    string
	data     string
	hasData  bool
	id       string
	hasID    bool // an empty id forgets the last event id
	retryMs  int
	hasRetry bool
}

// sseParser splits a body into frames as its bytes arrive: lines end in CRLF, LF or CR, `:` starts
// a comment (the server's heartbeat), unknown fields are ignored (the HTML standard's rules).
type sseParser struct {
	buffer  []byte
	started bool
	afterCR bool
	frame   sseFrame
	seen    bool
}

func (p *sseParser) feed(chunk []byte) []sseFrame {
	if !p.started && len(chunk) > 0 {
		p.started = true
		chunk = bytes.TrimPrefix(chunk, []byte("\xef\xbb\xbf"))
	}
	// A CR ends its line at once; the LF of a CRLF split across two reads is then dropped.
	if p.afterCR && len(chunk) > 0 {
		chunk = bytes.TrimPrefix(chunk, []byte("\n"))
		p.afterCR = false
	}
	if len(chunk) > 0 {
		p.afterCR = chunk[len(chunk)-1] == '\r'
	}
	p.buffer = append(p.buffer, chunk...)
	var frames []sseFrame
	for {
		end := bytes.IndexAny(p.buffer, "\r\n")
		if end < 0 {
			return frames
		}
		line := string(p.buffer[:end])
		next := end + 1
		if p.buffer[end] == '\r' && next < len(p.buffer) && p.buffer[next] == '\n' {
			next++
		}
		p.buffer = p.buffer[next:]
		if frame, ok := p.line(line); ok {
			frames = append(frames, frame)
		}
	}
}

func (p *sseParser) line(line string) (sseFrame, bool) {
	if line == "" {
		frame, seen := p.frame, p.seen
		p.frame, p.seen = sseFrame{}, false
		return frame, seen
	}
	if line[0] == ':' {
		return sseFrame{}, false
	}
	name, value := line, ""
	if colon := bytes.IndexByte([]byte(line), ':'); colon >= 0 {
		name, value = line[:colon], line[colon+1:]
		if len(value) > 0 && value[0] == ' ' {
			value = value[1:]
		}
	}
	switch name {
	case "event":
		p.frame.event = value
	case "data":
		if p.frame.hasData {
			p.frame.data += "\n" + value
		} else {
			p.frame.data, p.frame.hasData = value, true
		}
	case "id":
		if bytes.IndexByte([]byte(value), 0) >= 0 {
			return sseFrame{}, false
		}
		p.frame.id, p.frame.hasID = value, true
	case "retry":
		ms, err := strconv.Atoi(value)
		if err != nil || ms < 0 || value[0] == '+' {
			return sseFrame{}, false
		}
		p.frame.retryMs, p.frame.hasRetry = ms, true
	default:
		return sseFrame{}, false
	}
	p.seen = true
	return sseFrame{}, false
}

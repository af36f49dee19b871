package codebeam

// The live scan streams: against the API, a scan recorded through the code's short link arrives and
// a refusal ends the stream with its error; against local servers (httptest), a dropped connection
// and a 5xx are resumed with Last-Event-ID, and Close ends the connection.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"sync"
	"testing"
	"time"
)

const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"

// scanLink follows the short link as a browser would (on the driver's short-link server), a new visitor each time.
func scanLink(t *testing.T, shortLink string, attempt int) {
	t.Helper()
	link, err := url.Parse(shortLink)
	if err != nil {
		t.Fatal(err)
	}
	request, _ := http.NewRequest(http.MethodGet, environment(t, "CODEBEAM_SHORT_LINK_ORIGIN")+link.Path, nil)
	request.Header.Set("User-Agent", fmt.Sprintf("%s Live/%d", desktop, attempt))
	response, err := (&http.Transport{}).RoundTrip(request) // no redirect followed
	if err != nil {
		t.Fatal(err)
	}
	response.Body.Close()
}

// firstScanWhileScanning reads the stream in a goroutine while scanning every half second: a scan
// made before the stream subscribed is not sent, so scanning goes on until one arrives.
func firstScanWhileScanning(t *testing.T, stream *LiveStream, shortLink string) LiveEvent {
	t.Helper()
	found := make(chan LiveEvent, 1)
	go func() {
		defer close(found)
		for stream.Next() {
			if stream.Event().Type == "scan" {
				found <- stream.Event()
				return
			}
		}
	}()
	deadline := time.Now().Add(30 * time.Second)
	for attempt := 1; time.Now().Before(deadline); attempt++ {
		scanLink(t, shortLink, attempt)
		select {
		case event, ok := <-found:
			if !ok {
				t.Fatalf("the stream ended: %v", stream.Err())
			}
			return event
		case <-time.After(500 * time.Millisecond):
		}
	}
	t.Fatal("no scan event arrived")
	return LiveEvent{}
}

func TestStreamScansYieldsTheCodeScan(t *testing.T) {
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	ctx, cancel := context.WithCancel(context.Background())
	created := must(client.QRCodes.Create(ctx, &CreateQRCode{Content: "https://example.com/live-go", Mode: String("DYNAMIC")}))
	stream := client.QRCodes.StreamScans(ctx, created.ID)
	event := firstScanWhileScanning(t, stream, *created.ShortLink)
	if event.Scan.QRCodeID != created.ID || event.Scan.EventType != "click" {
		t.Fatalf("event %+v", event.Scan)
	}
	cancel() // the context ends the stream: Next reports false, with no error
	if stream.Next() || stream.Err() != nil {
		t.Fatalf("the stream went on after its context was cancelled: %v", stream.Err())
	}
}

func TestScansStreamYieldsEveryCodeScanAndRefusalsEndIt(t *testing.T) {
	client := clientWithKey(t, "CODEBEAM_API_KEY")
	ctx := context.Background()
	created := must(client.QRCodes.Create(ctx, &CreateQRCode{Content: "https://example.com/live-go-all", Mode: String("DYNAMIC")}))
	stream := client.Scans.Stream(ctx)
	event := firstScanWhileScanning(t, stream, *created.ShortLink)
	stream.Close()
	if event.Scan.QRCodeID != created.ID {
		t.Fatalf("event %+v", event.Scan)
	}

	missing := client.QRCodes.StreamScans(ctx, "cabcdefghijklmnopqrstuvw")
	var notFound *NotFoundError
	if missing.Next() || !errors.As(missing.Err(), &notFound) {
		t.Fatalf("want a NotFoundError, got %v", missing.Err())
	}
	stranger, _ := NewClient("cb_sk_notakey", WithBaseURL(environment(t, "CODEBEAM_BASE_URL")))
	refused := stranger.Scans.Stream(ctx)
	var unauthenticated *AuthenticationError
	if refused.Next() || !errors.As(refused.Err(), &unauthenticated) {
		t.Fatalf("want an AuthenticationError, got %v", refused.Err())
	}
}

// droppingServer answers failures with 503, then sends one scan and drops the connection; later
// connections record their Last-Event-ID and send a second scan (CR line ends, a comment, data on
// two lines), then heartbeats until the client leaves (left is closed then).
func droppingServer(t *testing.T, failures int) (*httptest.Server, *[]string, chan struct{}) {
	var mu sync.Mutex
	var ids []string
	left := make(chan struct{})
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		ids = append(ids, r.Header.Get("Last-Event-ID"))
		n := len(ids)
		mu.Unlock()
		if n <= failures {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		flusher := w.(http.Flusher)
		if n == failures+1 {
			fmt.Fprint(w, "retry: 10\n\nid: first\nevent: scan\ndata: {\"id\": \"s1\", \"qrCodeId\": \"q\"}\r\n\r\n")
			return // the answer ends: the connection drops
		}
		fmt.Fprint(w, ": hello\rid: second\revent: scan\rdata: {\"id\": \"s2\",\rdata: \"qrCodeId\": \"q\"}\r\r")
		flusher.Flush()
		for {
			select {
			case <-r.Context().Done():
				close(left)
				return
			case <-time.After(50 * time.Millisecond):
				fmt.Fprint(w, ": heartbeat\n\n")
				flusher.Flush()
			}
		}
	}))
	t.Cleanup(server.Close)
	return server, &ids, left
}

func TestStreamReconnectsWithLastEventIDAndCloseEndsTheConnection(t *testing.T) {
	for _, failures := range []int{0, 1} {
		server, ids, left := droppingServer(t, failures)
		client, _ := NewClient("cb_sk_test", WithBaseURL(server.URL))
		stream := client.Scans.Stream(context.Background())
		var seen []string
		for len(seen) < 2 && stream.Next() {
			seen = append(seen, stream.Event().Scan.ID)
		}
		stream.Close()
		if fmt.Sprint(seen) != "[s1 s2]" || stream.Err() != nil {
			t.Fatalf("after %d failures: events %v, error %v", failures, seen, stream.Err())
		}
		select {
		case <-left:
		case <-time.After(30 * time.Second):
			t.Fatal("the connection stayed open after Close")
		}
		want := append(make([]string, failures+1), "first") // no id until the first scan came
		if !reflect.DeepEqual(*ids, want) {
			t.Fatalf("after %d failures: Last-Event-IDs %q", failures, *ids)
		}
	}
}

package codebeam

import "context"

// Pager walks every item of a paginated list one page at a time, fetching the next page when the
// loop needs it:
//
//	p := client.QRCodes.ListAll(&codebeam.QRCodesListParams{Size: codebeam.Int(50)})
//	for p.Next(ctx) {
//		code := p.Item()
//	}
//	if err := p.Err(); err != nil { … }
type Pager[T any] struct {
	fetch func(ctx context.Context, page int) ([]T, int, error)
	page  int
	items []T
	index int
	last  bool
	err   error
}

func newPager[T any](start int, fetch func(ctx context.Context, page int) ([]T, int, error)) *Pager[T] {
	return &Pager[T]{fetch: fetch, page: start, index: -1}
}

// Next advances to the next item and reports whether there is one (false at the end or on an error).
func (p *Pager[T]) Next(ctx context.Context) bool {
	if p.err != nil {
		return false
	}
	p.index++
	for p.index >= len(p.items) {
		if p.last {
			return false
		}
		items, totalPages, err := p.fetch(ctx, p.page)
		if err != nil {
			p.err = err
			return false
		}
		p.items, p.index = items, 0
		p.last = len(items) == 0 || p.page >= totalPages
		p.page++
	}
	return true
}

// Item is the current item (valid after Next returned true).
func (p *Pager[T]) Item() T { return p.items[p.index] }

// Err is the error that stopped the walk, if any.
func (p *Pager[T]) Err() error { return p.err }

// pagedParams are a list's query parameters (generated) that say where their page number is.
type pagedParams[P any] interface {
	*P
	pageNumber() **int
}

// listPages is every generated ListAll: a Pager over list from params' page (1 when unset), each
// fetch a copy of params with its page set; page reads a fetched page's items and page count.
func listPages[P any, PP pagedParams[P], A any, T any](
	params *P,
	list func(ctx context.Context, params *P) (*A, error),
	page func(answer *A) ([]T, int),
) *Pager[T] {
	var base P
	if params != nil {
		base = *params
	}
	start := 1
	if first := *PP(&base).pageNumber(); first != nil {
		start = *first
	}
	return newPager(start, func(ctx context.Context, number int) ([]T, int, error) {
		q := base
		*PP(&q).pageNumber() = Int(number)
		answer, err := list(ctx, &q)
		if err != nil {
			return nil, 0, err
		}
		items, totalPages := page(answer)
		return items, totalPages, nil
	})
}

module github.com/codebeam/codebeam-go

go 1.19
